// A campaign's family inferred from records as every version so far writes them (issue 31), for every way a
// campaign is made, through GameService on the toy engine and real files: New campaign, Play this seed
// again, Play from a bookmark, a branch of a branch, Duplicate (played on or not), Export → Import, Play on
// an outdated campaign. Then the Statistics count each war once, and each branch only when asked.
import { describe, expect, it } from 'vitest';
import type { PlainAction } from '../../shared/engine/index.js';
import { RULES_EDITIONS, type RulesEdition } from '../../shared/data/rules-editions.js';
import type { CampaignSummary, CampaignUpdate } from '../../shared/ipc.js';
import type { EnginePort } from '../../main/engine-port.js';
import type { GameService } from '../../main/game-service.js';
import type { CampaignLibrary } from '../../main/library/library.js';
import { cameFromFile, idMadeAt, inferFamilies, type Family } from '../../main/library/family.js';
import { toyService } from './fixtures/service.js';
import { tempDir } from './fixtures/setup.js';
import { makeToyEngine, toyEngine } from './fixtures/toy-engine.js';
import { later, newWar as newWarPlayed, play, useWarClock, WAR_MOVES, WAR_OPTIONS } from './fixtures/war-library.js';

const OPTIONS = WAR_OPTIONS;
const MOVES = WAR_MOVES;
useWarClock();

/**
 * Every campaign's family as inferred from the records without the family they now record (issue 31): what a
 * record written before format 5 holds. The recorded families are tested in family-recorded.test.ts.
 */
async function families(library: CampaignLibrary): Promise<Map<string, Family>> {
  const list = await library.list();
  const asBefore = [...list.campaigns, ...list.deleted].map((c) => ({ ...c, origin: null }));
  return inferFamilies(asBefore, (id) => library.record(id).then((r) => r.actions, () => null));
}

/** A new war played `moves` moves in: its id. */
async function newWar(service: GameService, moves: number, seed = 5): Promise<string> {
  return (await newWarPlayed(service, moves, undefined, seed)).campaign.id;
}

describe('a family for every way a campaign is made', () => {
  it('New campaign, and Play this seed again, each start a war of their own', async () => {
    const { service, library } = await toyService();
    const first = await newWar(service, 6);
    const again = await newWar(service, 3); // the same seed, the same first moves: still another war
    const f = await families(library);
    expect(f.get(first)).toEqual({ origin: { kind: 'new' }, line: first, war: first });
    expect(f.get(again)).toEqual({ origin: { kind: 'new' }, line: again, war: again });
  });

  it('Play from a bookmark is a branch of its war at that move, and a branch of it a branch of the same war', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 8);
    const branched = await service.playFrom(war, 4);
    if (!branched.ok) throw new Error('no branch');
    later();
    const branch = branched.update.campaign.id;
    await play(service, branched.update, [{ type: 'add', n: 2 }]);
    const again = await service.playFrom(branch, 5);
    if (!again.ok) throw new Error('no branch of the branch');
    const twig = again.update.campaign.id;
    const f = await families(library);
    expect(f.get(branch)).toEqual({ origin: { kind: 'branch', of: war, atMove: 4 }, line: branch, war });
    expect(f.get(twig)).toEqual({ origin: { kind: 'branch', of: branch, atMove: 5 }, line: twig, war });
  });

  it('a branch from the last move, not played yet, is still a branch (made fresh, not copied)', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 6);
    const branched = await service.playFrom(war, 6);
    if (!branched.ok) throw new Error('no branch');
    const f = await families(library);
    expect(f.get(branched.update.campaign.id)?.origin).toEqual({ kind: 'branch', of: war, atMove: 6 });
  });

  it('Duplicate is the same war, and so is a duplicate of a duplicate', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 6);
    const copy = (await service.duplicate(war)).id;
    later();
    const copyOfCopy = (await service.duplicate(copy)).id;
    later();
    await play(service, (await service.resume(war) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(6, 9)); // the original goes on
    const f = await families(library);
    expect(f.get(copy)).toEqual({ origin: { kind: 'duplicate', of: war }, line: war, war });
    expect(f.get(copyOfCopy)).toEqual({ origin: { kind: 'duplicate', of: copy }, line: war, war });
  });

  it('a duplicate played on while its source stands is still a duplicate; a branch played on from mid-war a branch', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 6);
    const copy = (await service.duplicate(war)).id;
    later();
    await play(service, (await service.resume(copy) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(6, 10));
    const branched = await service.playFrom(war, 3);
    if (!branched.ok) throw new Error('no branch');
    later();
    await play(service, branched.update, MOVES.slice(3, 9)); // the same moves as the war: still a what-if
    const f = await families(library);
    expect(f.get(copy)).toEqual({ origin: { kind: 'duplicate', of: war }, line: war, war });
    expect(f.get(branched.update.campaign.id)?.origin).toEqual({ kind: 'branch', of: war, atMove: 3 });
  });

  it('Export → Import is the same war: matched by seed, options and moves, the same start date first', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 6);
    const other = await newWar(service, 2); // same seed and options, a prefix of the war: not the source
    const exported = await service.exportCampaign(war);
    later();
    const imported = (await service.importCampaign({ text: exported.text })).id;
    const summary = (await library.list()).campaigns.find((c) => c.id === imported)!;
    expect(cameFromFile(summary)).toBe(true);
    expect(cameFromFile((await library.list()).campaigns.find((c) => c.id === war)!)).toBe(false);
    const f = await families(library);
    expect(f.get(imported)).toEqual({ origin: { kind: 'imported', of: war }, line: war, war });
    expect(f.get(other)?.origin).toEqual({ kind: 'new' });
  });

  it('an import of a war played on since is still that war; one from elsewhere is a war of its own', async () => {
    const { service, library } = await toyService();
    const war = await newWar(service, 3);
    const exported = await service.exportCampaign(war);
    await play(service, (await service.resume(war) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(3, 7));
    const imported = (await service.importCampaign({ text: exported.text })).id;
    const elsewhere = await toyService();
    const stranger = await newWar(elsewhere.service, 4, 77);
    later();
    const fromAfar = (await service.importCampaign({ text: (await elsewhere.service.exportCampaign(stranger)).text })).id;
    const f = await families(library);
    expect(f.get(imported)?.origin).toEqual({ kind: 'imported', of: war });
    expect(f.get(fromAfar)).toEqual({ origin: { kind: 'imported', of: null }, line: fromAfar, war: fromAfar });
  });

  it('Play on an outdated campaign leaves what Play from leaves: a branch at its last legal move', async () => {
    const userData = tempDir();
    const first = await toyService({ userData, engine: toyEngine });
    const war = await newWar(first.service, 12);
    await first.service.close();
    const editions: readonly RulesEdition[] = [...RULES_EDITIONS, { edition: RULES_EDITIONS.length, rulings: ['R29'], summary: 'a test edition' }];
    const fixed: EnginePort = makeToyEngine({ addBonus: 0, rollUntilTurn: 2 }, editions);
    const { service, library } = await toyService({ userData, engine: fixed });
    later();
    const branch = await service.playOnOutdated(war);
    if (!branch.ok) throw new Error('no branch');
    const f = await families(library);
    expect(f.get(branch.update.campaign.id)).toMatchObject({ origin: { kind: 'branch', of: war, atMove: 5 }, war });
  });

  it('reads the time an id was made, and none from an id of another shape', () => {
    expect(idMadeAt('20261128004736-90cfdd7c')).toBe(Date.parse('2026-11-28T00:47:36Z'));
    expect(idMadeAt('hand-3')).toBeNull();
  });
});

describe('Statistics count a war once', () => {
  it('a war with its duplicate and import counts once, with its copy played furthest; a branch only when asked', async () => {
    const { service } = await toyService();
    const war = await newWar(service, 6);
    const copy = (await service.duplicate(war)).id;
    later();
    const exported = await service.exportCampaign(war);
    later();
    await service.importCampaign({ text: exported.text });
    later();
    // The duplicate is played to the end: the war's result is its result.
    const resumed = await service.resume(copy);
    if (!resumed.ok) throw new Error('the duplicate did not open');
    const end = await play(service, resumed.update, MOVES.slice(6));
    expect(end.campaign.board.over).not.toBeNull();
    const branched = await service.playFrom(war, 3);
    if (!branched.ok) throw new Error('no branch');
    later();
    await play(service, branched.update, [{ type: 'add', n: 1 }]);

    const stats = await service.statistics();
    expect({ campaigns: stats.campaigns, branches: stats.branches }).toEqual({ campaigns: 4, branches: 1 });
    expect({ played: stats.all.played, finished: stats.all.finished }).toEqual({ played: 1, finished: 1 });
    expect({ played: stats.withBranches.all.played, finished: stats.withBranches.all.finished }).toEqual({ played: 2, finished: 1 });
  });
});

describe('a branch never replaces its war\'s result', () => {
  it('a war in progress stays in progress when its branch is played to the end', async () => {
    const { service } = await toyService();
    const war = await newWar(service, 6);
    const branched = await service.playFrom(war, 4);
    if (!branched.ok) throw new Error('no branch');
    later();
    const end = await play(service, branched.update, MOVES.slice(4));
    expect(end.campaign.board.over).not.toBeNull();
    const stats = await service.statistics();
    expect({ played: stats.all.played, finished: stats.all.finished }).toEqual({ played: 1, finished: 0 });
    expect({ played: stats.withBranches.all.played, finished: stats.withBranches.all.finished }).toEqual({ played: 2, finished: 1 });
  });
});

describe('families of hand-made summaries', () => {
  const add = (n: number): PlainAction => ({ type: 'add', n });
  function row(id: string, started: string, lastPlayed: string, moves: number, parent: CampaignSummary['parent'] = null): CampaignSummary {
    return {
      id, seed: 9, options: OPTIONS, edition: 1, started, lastPlayed, turn: 1, actionCount: moves, result: null, bookmarks: [], parent,
      name: `Seed 9`, origin: null, notes: '', deletedAt: null, hasBackup: false, problem: null,
    };
  }
  const moves = (n: number): PlainAction[] => Array.from({ length: n }, (_, i) => add(1 + (i % 2)));

  it('the same file imported twice: both imports of the war; a duplicate of an import is of the war too', async () => {
    const war = row('20261128090000-aaaaaaaa', '2026-11-28T09:00:00.100Z', '2026-11-28T09:10:00.000Z', 6);
    const one = row('20261128100000-bbbbbbbb', war.started, war.lastPlayed, 6);
    const two = row('20261128110000-cccccccc', war.started, war.lastPlayed, 6);
    const copy = row('20261128120000-dddddddd', '2026-11-28T12:00:00.100Z', war.lastPlayed, 6, { id: two.id, actionCount: 6 });
    const f = await inferFamilies([copy, two, one, war], async () => moves(6));
    expect(f.get(one.id)?.origin).toEqual({ kind: 'imported', of: war.id });
    expect(f.get(two.id)?.origin).toEqual({ kind: 'imported', of: war.id });
    expect(f.get(copy.id)).toEqual({ origin: { kind: 'duplicate', of: two.id }, line: war.id, war: war.id });
  });

  it('an import and a duplicate of it with the war gone: one line, whichever is asked first', async () => {
    const imported = row('20261128100000-bbbbbbbb', '2026-11-28T09:00:00.100Z', '2026-11-28T09:10:00.000Z', 6);
    const copy = row('20261128120000-dddddddd', '2026-11-28T12:00:00.100Z', imported.lastPlayed, 6, { id: imported.id, actionCount: 6 });
    const f = await inferFamilies([imported, copy], async () => moves(6));
    expect(f.get(imported.id)?.line).toBe(f.get(copy.id)?.line);
  });

  it('an import whose moves part from every campaign of its seed is a war from elsewhere; unreadable moves too', async () => {
    const war = row('20261128090000-aaaaaaaa', '2026-11-28T09:00:00.100Z', '2026-11-28T09:10:00.000Z', 6);
    const imported = row('20261128100000-bbbbbbbb', '2026-11-28T08:00:00.000Z', '2026-11-28T08:30:00.000Z', 6);
    const parted = await inferFamilies([war, imported], async (id) => (id === war.id ? moves(6) : [add(3), ...moves(5)]));
    expect(parted.get(imported.id)?.origin).toEqual({ kind: 'imported', of: null });
    const unread = await inferFamilies([war, imported], async () => null);
    expect(unread.get(imported.id)?.origin).toEqual({ kind: 'imported', of: null });
  });

  it('a branch whose parent is gone is still a branch, of a war no longer here', async () => {
    const branch = row('20261128090000-aaaaaaaa', '2026-11-28T09:00:00.100Z', '2026-11-28T09:30:00.000Z', 9, { id: '20261101000000-gone0000', actionCount: 4 });
    const f = await inferFamilies([branch], async () => null);
    expect(f.get(branch.id)).toEqual({ origin: { kind: 'branch', of: '20261101000000-gone0000', atMove: 4 }, line: branch.id, war: branch.id });
  });
});
