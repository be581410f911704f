// Imports (issue #28, F9 and F13's odd imports): a campaign file is replayed before it is accepted. Today's
// edition with a move that is not legal is refused in words; an earlier edition comes in and loads as the
// library loads it; a resume never blames a rules correction that did not happen; a long import gives the
// host's event loop back while it is checked; a byte-order mark and a date in the future are handled.
import { createHash } from 'node:crypto';
import { promises as fs, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlainAction, Options } from '../../shared/engine/index.js';
import { engine as realEngine, type EnginePort } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { positionDigest } from '../../main/library/position.js';
import { recordText, type CampaignRecord } from '../../main/library/record.js';
import { MOVES_PER_SLICE } from '../../main/library/import-check.js';
import { asEdition0Actions } from '../engine/edition-0.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const NOT_OURS = /its moves are not legal: this is not a campaign Kaiserkrieg wrote/;
const golden = (name: string): { seed: number; options: Partial<Options>; actions: PlainAction[] } =>
  JSON.parse(readFileSync(new URL(`../golden/${name}.json`, import.meta.url), 'utf8')) as { seed: number; options: Partial<Options>; actions: PlainAction[] };

/** A campaign file's text with its fields changed and its checksum made right again (as the report's repro does). */
function forged(text: string, change: (record: Record<string, unknown>) => void): string {
  const record = JSON.parse(text) as Record<string, unknown>;
  delete record.checksum;
  change(record);
  if (Array.isArray(record.actions)) record.actionCount = record.actions.length;
  const body = JSON.stringify(record);
  return `${body.slice(0, -1)},"checksum":"sha256:${createHash('sha256').update(body).digest('hex')}"}\n`;
}

/** The export of a real campaign of five moves (seed 42), in a service of its own. */
async function fiveMoves(): Promise<string> {
  const { service } = await toyService({ engine: realEngine });
  let u = await service.newCampaign({ seed: 42, options: DEFAULT_OPTIONS });
  for (let i = 0; i < 5; i++) u = await service.act(u.campaign.board.prompt!.actions[0] as PlainAction, await seenNow(service));
  const { text } = await service.exportCampaign(u.campaign.id);
  await service.close();
  return text;
}

/** The text of a golden campaign's record as edition 0 wrote it (its old action shapes), actions changed by `edit`. */
async function edition0Text(edit: (old: PlainAction[]) => PlainAction[] = (a) => a): Promise<string> {
  const g = golden('defeat-standard');
  const { library } = await toyService({ engine: realEngine });
  const final = realEngine.replay(g.seed, g.options, g.actions);
  const actions = edit(asEdition0Actions(g.seed, g.options, g.actions));
  const record: CampaignRecord = { ...library.newRecord({ seed: g.seed, options: realEngine.normaliseOptions(g.options), actions }, final), edition: 0, position: positionDigest(realEngine.view(final)) };
  return recordText(record);
}

describe('imports are replayed before they are accepted (F9)', () => {
  it('refuses a file of today\'s edition whose first move was never legal, checksum made right (the report\'s repro)', async () => {
    const text = forged(await fiveMoves(), (r) => {
      (r.actions as unknown[])[0] = { type: 'attack', target: 'nowhere' };
    });
    const { service } = await toyService({ engine: realEngine });
    await expect(service.importCampaign({ text })).rejects.toThrow(NOT_OURS);
    expect((await service.listCampaigns()).campaigns).toEqual([]);
  });

  it('imports a file of an earlier edition as the library loads it: same, or outdated from the move no longer legal — never refused', async () => {
    const { service } = await toyService({ engine: realEngine });
    const same = await service.importCampaign({ text: await edition0Text() });
    const resumed = await service.resume(same.id);
    expect(resumed.ok && resumed.update.notice).toBeNull();
    // Two Cities into unrest at once, one decline for both (edition 0 allowed it): not legal today.
    const changed = await edition0Text((old) => {
      const at = old.findIndex((a) => a.type === 'unrest');
      return [...old.slice(0, at), { type: 'unrest', cities: 2 }, { type: 'decline' }, ...old.slice(at + 2)];
    });
    const outdated = await service.importCampaign({ text: changed });
    const failed = await service.resume(outdated.id);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem.outdated).not.toBeNull();
    expect(failed.problem.reason).toMatch(/no longer legal because the rules changed since it was saved \(ruling R8/);
  });

  it('a campaign of today\'s edition whose move is not legal is never blamed on a rules correction', async () => {
    const text = forged(await fiveMoves(), (r) => {
      (r.actions as unknown[])[2] = { type: 'attack', target: 'nowhere' };
    });
    const { service, dir } = await toyService({ engine: realEngine });
    // Put in the folder by hand (an import refuses it): resuming it says what is true.
    const id = '20261127000000-0000abcd';
    await fs.writeFile(join(dir, `${id}.campaign.json`), text);
    const failed = await service.resume(id);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem.outdated).toEqual({ legalMoves: 2, of: 5 });
    expect(failed.problem.reason).not.toMatch(/correct/);
    expect(failed.problem.reason).toMatch(/move 3 of 5 is not legal under the rules it was saved under/);
  });
});

describe('a long import gives the host back between slices (F9)', () => {
  /** The real engine, counting the moves played between two of the import's pauses. */
  function counted(): { engine: EnginePort; pause: () => Promise<void>; readonly most: number; readonly pauses: number; readonly acts: number } {
    let since = 0;
    let most = 0;
    let pauses = 0;
    let acts = 0;
    return {
      engine: { ...realEngine, act: (st, a) => (since++, acts++, realEngine.act(st, a)) },
      pause: () => {
        most = Math.max(most, since);
        since = 0;
        pauses++;
        return new Promise((resolve) => setImmediate(resolve));
      },
      get most() {
        return Math.max(most, since);
      },
      get pauses() {
        return pauses;
      },
      get acts() {
        return acts;
      },
    };
  }

  it('replays a whole campaign a slice of moves at a time, and accepts it', async () => {
    const g = golden('armistice-standard');
    const { library } = await toyService({ engine: realEngine });
    const options = realEngine.normaliseOptions(g.options);
    const text = recordText(library.newRecord({ seed: g.seed, options, actions: g.actions }, realEngine.replay(g.seed, options, g.actions)));
    const c = counted();
    const reader = new CampaignLibrary({ dir: join(tempDir(), 'campaigns'), engine: c.engine, appVersion: 't', pause: c.pause });
    await reader.open();
    const record = await reader.importText(text);
    expect(record.actions.length).toBe(g.actions.length);
    expect(c.acts).toBe(g.actions.length);
    expect(c.most).toBeLessThanOrEqual(MOVES_PER_SLICE);
    expect(c.pauses).toBeGreaterThanOrEqual(Math.floor(g.actions.length / MOVES_PER_SLICE));
  });

  it('refuses 900,000 junk moves at the first slice, pausing while it reads them', async () => {
    const junk = forged(await fiveMoves(), (r) => {
      r.actions = Array.from({ length: 900_000 }, () => ({ type: 'x' }));
    });
    const c = counted();
    const reader = new CampaignLibrary({ dir: join(tempDir(), 'campaigns'), engine: c.engine, appVersion: 't', pause: c.pause });
    await reader.open();
    await expect(reader.importText(junk)).rejects.toThrow(NOT_OURS);
    expect(c.acts).toBe(1);
    expect(c.pauses).toBeGreaterThan(10); // the checksum of 11 MB is read in slices too
  });
});

describe('odd imports (F13)', () => {
  it('imports a campaign file that an editor saved with a byte-order mark', async () => {
    const text = await fiveMoves();
    const { service } = await toyService({ engine: realEngine });
    const row = await service.importCampaign({ text: `\uFEFF${text}` });
    expect(row.actionCount).toBe(5);
    expect((await service.resume(row.id)).ok).toBe(true);
  });

  it('a campaign "last played in 9999" is last played when it was imported, so a campaign played later is the Continue choice', async () => {
    const text = forged(await fiveMoves(), (r) => {
      r.lastPlayed = '9999-12-31T00:00:00.000Z';
      r.started = '9999-12-30T00:00:00.000Z';
    });
    const { service } = await toyService({ engine: realEngine });
    const before = Date.now();
    const row = await service.importCampaign({ text });
    expect(Date.parse(row.lastPlayed)).toBeLessThanOrEqual(Date.now());
    expect(Date.parse(row.lastPlayed)).toBeGreaterThanOrEqual(before - 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await service.newCampaign({ seed: 3, options: DEFAULT_OPTIONS });
    await service.act(later.campaign.board.prompt!.actions[0] as PlainAction, await seenNow(service));
    expect((await service.title()).continueId).toBe(later.campaign.id);
  });
});
