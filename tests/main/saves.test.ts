// Save slots: round trip, backups, every kind of bad file, a failing disk. Uses the toy engine.
import { promises as fs, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checksumOf } from '../../main/saves/checksum.js';
import { CURRENT_FORMAT } from '../../main/saves/save-format.js';
import { removeTempDirs, tempDir, toyCampaign, toyStore } from './fixtures/setup.js';

afterEach(removeTempDirs);

const file = (dir: string, slot: string) => join(dir, `${slot}.save.json`);

describe('save store: round trip', () => {
  it('loads back the same campaign, verified by replay', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    const campaign = toyCampaign(17);
    await store.save('alpha', campaign);
    const loaded = await store.load('alpha');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.file.actions).toEqual(campaign.actions);
    expect(loaded.file.format).toBe(CURRENT_FORMAT);
    expect(loaded.file.app).toBe('0.1.0-test');
    expect(checksumOf(loaded.state)).toBe(checksumOf(campaign.state));
  });

  it('keeps the previous version as the backup', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    await store.save('alpha', toyCampaign(3));
    await store.save('alpha', toyCampaign(4));
    const backup = await store.loadBackup('alpha');
    expect(backup.ok && backup.file.actions.length).toBe(3);
    const main = await store.load('alpha');
    expect(main.ok && main.file.actions.length).toBe(4);
  });

  it('lists slots with their summaries and flags finished campaigns', async () => {
    const store = toyStore();
    await store.save('one', toyCampaign(7));
    await store.save('done', toyCampaign(40));
    const list = await store.list();
    expect(list.map((s) => s.slot).sort()).toEqual(['done', 'one']);
    const done = list.find((s) => s.slot === 'done');
    expect(done).toMatchObject({ finished: true, actionCount: 40, problem: null });
    expect(list.find((s) => s.slot === 'one')).toMatchObject({ finished: false, actionCount: 7, turn: 2 });
  });

  it('refuses slot names that could leave the folder', async () => {
    const store = toyStore();
    for (const bad of ['../evil', 'a/b', '', 'UPPER', '.hidden', 'x'.repeat(33), 'a\\b']) {
      await expect(store.save(bad, toyCampaign(1))).rejects.toThrow(/not a valid slot/);
      await expect(store.load(bad)).rejects.toThrow(/not a valid slot/);
    }
  });

  it('deletes a slot and its backup but leaves other slots', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    await store.save('gone', toyCampaign(2));
    await store.save('gone', toyCampaign(3));
    await store.save('kept', toyCampaign(2));
    await store.delete('gone');
    expect(readdirSync(dir).sort()).toEqual(['kept.save.json']);
  });

  it('migrates a format-1 file', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    const c = toyCampaign(9);
    const old = { format: 1, seed: c.seed, options: c.options, actions: c.actions, state: c.state, checksum: checksumOf(c.state).slice(7) };
    await fs.writeFile(file(dir, 'old'), JSON.stringify(old));
    const loaded = await store.load('old');
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.file).toMatchObject({ format: CURRENT_FORMAT, slot: 'old', app: 'format-1' });
  });
});

describe('save store: bad files', () => {
  async function goodText(): Promise<string> {
    const dir = tempDir();
    await toyStore(dir).save('model', toyCampaign(12));
    return fs.readFile(file(dir, 'model'), 'utf8');
  }

  const cases: Array<[string, (good: string) => string, RegExp]> = [
    ['truncated', (t) => t.slice(0, Math.floor(t.length / 2)), /cut short/],
    ['empty', () => '', /empty/],
    ['not JSON', () => 'Kaiserkrieg? \u0000 garbage', /not valid JSON/],
    ['a JSON array', () => '[1,2,3]', /not a save file/],
    ['failing its schema', (t) => JSON.stringify({ ...JSON.parse(t), actions: 'lots' }), /not a valid save \(actions/],
    ['from the future', (t) => JSON.stringify({ ...JSON.parse(t), format: CURRENT_FORMAT + 1 }), /newer version.*format 3/],
    ['with a wrong checksum', (t) => JSON.stringify({ ...JSON.parse(t), checksum: 'sha256:' + '0'.repeat(64) }), /checksum/],
    ['whose moves do not replay', (t) => {
      const f = JSON.parse(t);
      f.actions[3] = { type: 'teleport' };
      return JSON.stringify(f);
    }, /do not replay/],
    ['whose moves replay elsewhere', (t) => {
      const f = JSON.parse(t);
      f.actions[4] = f.actions[4].n === 1 ? { type: 'add', n: 2 } : { type: 'add', n: 1 };
      return JSON.stringify(f);
    }, /different position/],
  ];

  for (const [name, damage, reason] of cases) {
    it(`a file ${name}: clear message, moved aside, backup offered, other slots fine`, async () => {
      const good = await goodText();
      const dir = tempDir();
      const store = toyStore(dir);
      await store.save('victim', toyCampaign(5));
      await store.save('victim', toyCampaign(6)); // now a backup exists
      await store.save('bystander', toyCampaign(8));
      const bad = damage(good);
      await fs.writeFile(file(dir, 'victim'), bad);

      const listed = (await store.list()).find((s) => s.slot === 'victim');
      if (!/checksum|replay|different/.test(reason.source)) expect(listed?.problem).toMatch(reason);

      const result = await store.load('victim');
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.problem.slot).toBe('victim');
      expect(result.problem.reason).toMatch(reason);
      expect(result.problem.backupAvailable).toBe(true);
      expect(result.problem.movedTo).toBe(file(dir, 'victim') + '.corrupt-1');
      expect(await fs.readFile(result.problem.movedTo!, 'utf8')).toBe(bad);
      await expect(fs.access(file(dir, 'victim'))).rejects.toThrow();

      const backup = await store.loadBackup('victim');
      expect(backup.ok && backup.file.actions.length).toBe(5);
      const other = await store.load('bystander');
      expect(other.ok).toBe(true);
    });
  }

  it('never overwrites an earlier quarantined file', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    await fs.writeFile(file(dir, 'twice'), 'first damage');
    await store.load('twice');
    await fs.writeFile(file(dir, 'twice'), 'second damage');
    const second = await store.load('twice');
    expect(!second.ok && second.problem.movedTo).toBe(file(dir, 'twice') + '.corrupt-2');
    expect(await fs.readFile(file(dir, 'twice') + '.corrupt-1', 'utf8')).toBe('first damage');
    expect(await fs.readFile(file(dir, 'twice') + '.corrupt-2', 'utf8')).toBe('second damage');
  });

  it('a missing slot is reported, not thrown', async () => {
    const result = await toyStore().load('nothing');
    expect(result).toEqual({ ok: false, problem: { slot: 'nothing', reason: 'there is no save in this slot', movedTo: null, backupAvailable: false } });
  });
});

describe('save store: a write that fails half-way', () => {
  it('leaves the old save loadable when the disk fills up', async () => {
    const dir = tempDir();
    await toyStore(dir).save('slot', toyCampaign(10));
    // A writer that behaves like a full disk: part of the temp file is written, then ENOSPC.
    const fullDisk = async (path: string, text: string) => {
      await fs.writeFile(`${path}.12345`, text.slice(0, 100));
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    };
    const failing = toyStore(dir, { writer: fullDisk });
    await expect(failing.save('slot', toyCampaign(11))).rejects.toThrow(/ENOSPC/);
    const loaded = await toyStore(dir).load('slot');
    expect(loaded.ok && loaded.file.actions.length).toBe(10);
    // The half-written temp file is not a slot, and the start-up sweep removes it.
    expect((await toyStore(dir).list()).map((s) => s.slot)).toEqual(['slot']);
    expect(await toyStore(dir).sweepTempFiles()).toBe(1);
    expect(readdirSync(dir).sort()).toEqual(['slot.save.json', 'slot.save.json.bak']);
  });
});

describe('save store: export and import', () => {
  it('exports verified text and imports it under a free name', async () => {
    const store = toyStore();
    await store.save('shared', toyCampaign(20));
    const text = await store.exportText('shared');
    const slot = await store.importText(text);
    expect(slot).toBe('shared-2');
    const loaded = await store.load(slot);
    expect(loaded.ok && loaded.file.slot).toBe('shared-2');
  });

  it('refuses to import a damaged file and writes nothing', async () => {
    const dir = tempDir();
    const store = toyStore(dir);
    await expect(store.importText('{"format":1')).rejects.toThrow(/cannot be imported: the file is cut short/);
    expect(readdirSync(dir)).toEqual([]);
  });
});
