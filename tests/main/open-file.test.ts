// Campaign files opened from outside the game (issue 35, main/open-file.ts): which command-line argument is
// one, and the order of things when one is opened: import through the library, ask about unsaved moves, show.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { campaignFileInArgv, openCampaignFile, type OpenFileDeps } from '../../main/open-file.js';
import type { LeaveChoice } from '../../main/unsaved-guard.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterAll(removeTempDirs);

describe('the command line names a campaign file only by its type (issue 35)', () => {
  it('takes the first .kaiserkrieg or .campaign.json after the program, resolved against the folder', () => {
    expect(campaignFileInArgv(['kk', 'war.kaiserkrieg'], '/home/p')).toBe('/home/p/war.kaiserkrieg');
    expect(campaignFileInArgv(['kk', '--no-sandbox', '/d/Old.CAMPAIGN.JSON', '/d/b.kaiserkrieg'], '/')).toBe('/d/Old.CAMPAIGN.JSON');
  });

  it('ignores everything else: the program, switches, other files', () => {
    expect(campaignFileInArgv(['x.kaiserkrieg'], '/')).toBeNull();
    for (const arg of ['--open=a.kaiserkrieg', '-a.kaiserkrieg', 'notes.txt', 'war.json', 'war.kaiserkrieg.txt', '.', 'out/main/index.js']) {
      expect(campaignFileInArgv(['kk', arg], '/'), arg).toBeNull();
    }
  });
});

/** A service that records what is done with it; `unsaved` moves the disk refused until discarded. */
function fakeService(unsaved: boolean) {
  const done: string[] = [];
  let held = unsaved;
  const service: OpenFileDeps['service'] = {
    importCampaign: (r) => (done.push(`import ${r.fileName}`), Promise.resolve({ id: 'new' } as never)),
    saveUnsaved: () => Promise.resolve(held ? 'Two moves are not saved.' : null),
    discardUnsaved: () => ((held = false), done.push('discard'), Promise.resolve()) as never,
    current: () => Promise.resolve(null),
    exportCampaign: () => Promise.reject(new Error('not here')),
    resume: (id) => (done.push(`resume ${id}`), Promise.resolve({ ok: true, update: {} } as never)),
  };
  return { service, done };
}

function file(text = '{}'): string {
  const path = join(tempDir('kk-open-file-'), 'war.kaiserkrieg');
  writeFileSync(path, text);
  return path;
}

describe('opening a campaign file (issue 35)', () => {
  it('imports it, then shows it when no move is unsaved', async () => {
    const { service, done } = fakeService(false);
    const told: string[] = [];
    expect(await openCampaignFile(file(), { service, ask: () => Promise.reject(new Error('not asked')), tell: (m) => told.push(m) })).toBe('shown');
    expect(done).toEqual(['import war.kaiserkrieg', 'resume new']);
    expect(told).toEqual([]);
  });

  it('asks first when moves are unsaved: Stay keeps the campaign in play, the file in the library', async () => {
    const asked: string[] = [];
    const told: string[] = [];
    const { service, done } = fakeService(true);
    const ask = (s: string): Promise<LeaveChoice> => (asked.push(s), Promise.resolve('stay'));
    expect(await openCampaignFile(file(), { service, ask, tell: (m) => told.push(m) })).toBe('imported');
    expect(asked).toEqual(['Two moves are not saved.']);
    expect(done).toEqual(['import war.kaiserkrieg']);
    expect(told).toEqual(['war.kaiserkrieg was added to your campaigns; open it from the Campaigns screen when you are ready.']);
    const again = fakeService(true);
    expect(await openCampaignFile(file(), { service: again.service, ask: () => Promise.resolve('leave'), tell: () => undefined })).toBe('shown');
    expect(again.done).toEqual(['import war.kaiserkrieg', 'discard', 'resume new']);
  });

  it('says in a sentence, without its path, why a file cannot be opened', async () => {
    const { service, done } = fakeService(false);
    const told: string[] = [];
    const dir = tempDir('kk-open-file-');
    expect(await openCampaignFile(join(dir, 'gone.kaiserkrieg'), { service, ask: () => Promise.resolve('stay'), tell: (m) => told.push(m) })).toBe('refused');
    expect(await openCampaignFile(dir, { service, ask: () => Promise.resolve('stay'), tell: (m) => told.push(m) })).toBe('refused');
    expect(told).toEqual(['gone.kaiserkrieg could not be opened. It could not be read.', `${dir.split('/').at(-1)} could not be opened. It is not a file.`]);
    expect(done).toEqual([]);
  });
});

describe('the installers register the file type (issue 35)', () => {
  it('electron-builder.yml associates .kaiserkrieg with the app on every platform', () => {
    const builder = parse(readFileSync('electron-builder.yml', 'utf8')) as { fileAssociations: Record<string, string>[] };
    expect(builder.fileAssociations).toEqual([expect.objectContaining({ ext: 'kaiserkrieg', name: 'Kaiserkrieg campaign', mimeType: 'application/x-kaiserkrieg' })]);
  });
});
