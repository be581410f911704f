// Issue 28 (F13): campaigns are private to the player. Other users of the computer read every campaign
// when files were 0644 in 0755 folders. New files are 0600 and folders 0700; a folder an earlier version
// made 0755 is tightened when the library opens. (Windows mostly ignores modes: skipped there.)
import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeTempDirs, tempDir, toyLibrary, toyRecord } from './fixtures/setup.js';

afterEach(removeTempDirs);

const mode = (path: string): number => statSync(path).mode & 0o777;

describe.skipIf(process.platform === 'win32')('campaign files and folders are the player\'s own', () => {
  it('a new library: the folder 0700, each campaign, its backup and the listing 0600', async () => {
    const userData = join(tempDir(), 'Kaiserkrieg');
    const dir = join(userData, 'campaigns');
    const library = toyLibrary(dir);
    await library.open();
    const record = toyRecord(2, { library });
    await library.create(record);
    await library.save({ ...record, actions: toyRecord(3, { library }).actions });
    await library.list();
    expect(mode(dir)).toBe(0o700);
    expect(mode(userData)).toBe(0o700);
    const files = readdirSync(dir).filter((n) => !n.endsWith('.lock'));
    expect(files.some((n) => n.endsWith('.campaign.json.bak'))).toBe(true);
    for (const name of files) expect(mode(join(dir, name)), name).toBe(0o600);
  });

  it('a folder an earlier version made 0755 is tightened at open', async () => {
    const dir = join(tempDir(), 'campaigns');
    mkdirSync(dir);
    chmodSync(dir, 0o755);
    await toyLibrary(dir).open();
    expect(mode(dir)).toBe(0o700);
  });
});
