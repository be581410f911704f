// The Campaigns list reads the campaign files a few at a time: a thousand campaigns never mean a thousand
// files open at once (tools/bench/saves.ts measures the listing itself).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { nodeFs, type DiskFs } from '../../main/library/disk.js';
import { CampaignLibrary } from '../../main/library/library.js';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('a cold listing of many campaigns holds at most 16 files open at once, and lists every one', async () => {
  dir = mkdtempSync(join(tmpdir(), 'kk-listing-'));
  const writer = new CampaignLibrary({ dir, engine, appVersion: 'test' });
  await writer.open();
  const state = engine.startGame({ seed: 3 }).state;
  const ids: string[] = [];
  for (let i = 0; i < 60; i++) {
    const record = writer.newRecord({ seed: 3, options: engine.normaliseOptions({}), id: `campaign-${i}` }, state);
    await writer.create(record);
    ids.push(record.id);
  }
  let open = 0;
  let most = 0;
  const counting: DiskFs = {
    ...nodeFs,
    open: (async (...args: Parameters<DiskFs['open']>) => {
      const handle = await nodeFs.open(...args);
      most = Math.max(most, ++open);
      const close = handle.close.bind(handle);
      handle.close = () => {
        open--;
        return close();
      };
      return handle;
    }) as DiskFs['open'],
  };
  const reader = new CampaignLibrary({ dir, engine, appVersion: 'test', fs: counting }); // no catalogue yet: every file is read
  const list = await reader.list();
  expect(list.campaigns.map((c) => c.id).sort()).toEqual([...ids].sort());
  expect(list.campaigns.every((c) => c.problem === null)).toBe(true);
  expect(most).toBeGreaterThan(1);
  expect(most).toBeLessThanOrEqual(16 + 1); // the files being read, and the catalogue being written
});
