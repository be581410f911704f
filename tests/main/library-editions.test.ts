// Rules fixes never cost a campaign: a campaign played under an earlier rules edition loads as
// "corrected" (its replay ends elsewhere: play on, told which rulings changed) or "outdated" (a move is
// no longer legal: play on from the last legal move as a branch), never as damaged. And the slot saves of
// earlier versions come into the library on first start, nothing lost.
import { promises as fs, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  changePosition, decision, type GameState, type Options, type PlainAction,
} from '../../shared/engine/index.js';
import { RULES_EDITIONS, rulingsChangedSince, type RulesEdition } from '../../shared/data/rules-editions.js';
import { engine as realEngine, type EnginePort } from '../../main/engine-port.js';
import { checksumOf } from '../../main/saves/checksum.js';
import { positionDigest } from '../../main/library/position.js';
import { asEdition0Actions } from '../engine/edition-0.js';
import { greedyPolicy } from '../../shared/policies/policies.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { makeToyEngine, toyEngine, toyFinishedActions } from './fixtures/toy-engine.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;
/** A test edition after the real ones: it changes two rulings. */
const TEST_EDITIONS: readonly RulesEdition[] = [...RULES_EDITIONS, { edition: RULES_EDITIONS.length, rulings: ['R29', 'R8'], summary: 'a test edition' }];

async function playUnder(engine: EnginePort, userData: string, actions: readonly PlainAction[]): Promise<string> {
  const { service } = await toyService({ userData, engine });
  const { campaign } = await service.newCampaign({ seed: 5, options: OPTIONS });
  for (const a of actions) await service.act(a, await seenNow(service));
  await service.close();
  return campaign.id;
}

describe('rules editions', () => {
  it('the edition table names the rulings changed since an edition', () => {
    expect(rulingsChangedSince(TEST_EDITIONS.length - 2, TEST_EDITIONS.length - 1, TEST_EDITIONS)).toEqual(['R29', 'R8']);
    expect(rulingsChangedSince(0, 1, TEST_EDITIONS)).toEqual(['R8', 'R15', 'R20', 'R22', 'R29', 'R38', 'R39']);
    expect(rulingsChangedSince(1, 2, TEST_EDITIONS)).toEqual(['R41']);
    expect(rulingsChangedSince(0, TEST_EDITIONS.length - 1, TEST_EDITIONS)).toEqual(['R8', 'R15', 'R20', 'R22', 'R29', 'R38', 'R39', 'R41']); // each once
    expect(rulingsChangedSince(TEST_EDITIONS.length - 1, TEST_EDITIONS.length - 1, TEST_EDITIONS)).toEqual([]);
  });

  it('a replay that ends elsewhere under a new edition is corrected: played on, the rulings named, then saved under the new edition', async () => {
    const userData = tempDir();
    const id = await playUnder(toyEngine, userData, [{ type: 'add', n: 1 }, { type: 'add', n: 2 }]);
    const fixed = makeToyEngine({ addBonus: 1, rollUntilTurn: Infinity }, TEST_EDITIONS);
    const { service, library } = await toyService({ userData, engine: fixed });
    const resumed = await service.resume(id);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.update.notice).toMatch(/ruling R29 and ruling R8/);
    expect(resumed.update.campaign.actionCount).toBe(2);
    expect((resumed.update.campaign.board as unknown as { total: number }).total).toBe(5); // 1+1 and 2+1 under the fix
    expect((await library.record(id)).edition).toBe(TEST_EDITIONS.length - 1);
    await service.close();
    const again = await (await toyService({ userData, engine: fixed })).service.resume(id);
    expect(again.ok && again.update.notice).toBeNull(); // told once
  });

  it('a move no longer legal makes the campaign outdated: not moved aside, and playing on starts a branch from the last legal move', async () => {
    const userData = tempDir();
    const moves = toyFinishedActions().slice(0, 12); // rolls at moves 3, 6, 9, 12; turn 2 starts after move 5
    const id = await playUnder(toyEngine, userData, moves);
    const fixed = makeToyEngine({ addBonus: 0, rollUntilTurn: 2 }, TEST_EDITIONS);
    const { service, library } = await toyService({ userData, engine: fixed });
    const file = library.files.recordPath(id);
    const bytes = await fs.readFile(file, 'utf8');
    const failed = await service.resume(id);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem).toMatchObject({ id, movedTo: null, outdated: { legalMoves: 5, of: 12 } });
    expect(failed.problem.reason).toMatch(/move 6 of 12 is no longer legal because the rules changed since it was saved \(ruling R29 and ruling R8\)/);
    const branch = await service.playOnOutdated(id);
    expect(branch.ok).toBe(true);
    if (!branch.ok) return;
    expect(branch.update.campaign.id).not.toBe(id);
    expect(branch.update.campaign.actionCount).toBe(5);
    const rows = (await library.list()).campaigns;
    expect(rows.find((r) => r.id === branch.update.campaign.id)?.parent).toEqual({ id, actionCount: 5 });
    expect(await fs.readFile(file, 'utf8')).toBe(bytes); // the original record stays as it was
  });

  it('a campaign from a newer rules edition is left alone and the player is told to update', async () => {
    const userData = tempDir();
    const id = await playUnder(makeToyEngine(undefined, TEST_EDITIONS), userData, [{ type: 'add', n: 1 }]);
    const { service, library } = await toyService({ userData });
    const failed = await service.resume(id);
    expect(!failed.ok && failed.problem.reason).toMatch(/newer edition of the rules .* update the game/);
    expect(!failed.ok && failed.problem.movedTo).toBeNull();
    expect((await library.list()).campaigns.map((c) => c.id)).toEqual([id]);
  });
});

/** A slot save as versions before the library wrote it (format 2), or format 1. */
function oldSave(format: 1 | 2, slot: string, seed: number, actions: readonly PlainAction[], state: GameState, savedAt = '2026-11-20T10:00:00.000Z'): string {
  if (format === 1) return JSON.stringify({ format: 1, seed, options: OPTIONS, actions, state, checksum: checksumOf(state).slice('sha256:'.length) });
  return JSON.stringify({
    format: 2, app: '0.1.0', savedAt, slot, seed, options: OPTIONS, actions, snapshot: state, checksum: checksumOf(state),
    summary: { turn: state.turn, actionCount: actions.length, finished: state.over !== null },
  });
}

describe('old slot saves come into the library on first start', () => {
  it('every readable save becomes a campaign (a named slot also a bookmark); damaged ones fall back to their backup or are reported; the old files stay', async () => {
    const userData = tempDir();
    const saves = join(userData, 'saves');
    await fs.mkdir(saves);
    const moves = toyFinishedActions();
    const write = (name: string, text: string) => fs.writeFile(join(saves, name), text);
    await write('autosave.save.json', oldSave(2, 'autosave', 7, moves.slice(0, 4), toyEngine.replay(7, OPTIONS, moves.slice(0, 4))));
    await write('t6-crisis.save.json', oldSave(2, 't6-crisis', 8, moves.slice(0, 9), toyEngine.replay(8, OPTIONS, moves.slice(0, 9))));
    await write('ancient.save.json', oldSave(1, 'ancient', 9, moves.slice(0, 2), toyEngine.replay(9, OPTIONS, moves.slice(0, 2))));
    await write('cut.save.json', '{"format": 2, "app"');
    await write('cut.save.json.bak', oldSave(2, 'cut', 10, moves.slice(0, 3), toyEngine.replay(10, OPTIONS, moves.slice(0, 3))));
    await write('lost.save.json', 'not json');
    const before = await Promise.all((await fs.readdir(saves)).sort().map(async (n) => [n, await fs.readFile(join(saves, n), 'utf8')]));

    const { service, library } = await toyService({ userData });
    const listed = await library.list();
    const bySeed = new Map(listed.campaigns.map((c) => [c.seed, c]));
    expect([...bySeed.keys()].sort()).toEqual([10, 7, 8, 9]);
    expect(bySeed.get(7)?.bookmarks).toEqual([]);
    expect(bySeed.get(8)).toMatchObject({ actionCount: 9, edition: 0, lastPlayed: '2026-11-20T10:00:00.000Z', bookmarks: [{ name: 't6-crisis', actionCount: 9 }] });
    expect(bySeed.get(10)?.actionCount).toBe(3);
    expect(listed.problems).toEqual([
      expect.stringMatching(/^The old save "cut" was brought into the library \(the save was damaged — the file is cut short/),
      expect.stringMatching(/^The old save "lost" could not be brought into the library: the file is not valid JSON\. It stays in the saves folder\.$/),
    ]);
    const after = await Promise.all((await fs.readdir(saves)).sort().map(async (n) => [n, await fs.readFile(join(saves, n), 'utf8')]));
    expect(after).toEqual(before);

    const resumed = await service.resume(bySeed.get(8)!.id);
    expect(resumed.ok && resumed.update.notice).toBeNull(); // same rules: the same position
    expect(resumed.ok && resumed.update.campaign.actionCount).toBe(9);
    await service.close();

    // A second start brings nothing in twice.
    const second = await toyService({ userData });
    expect((await second.library.list()).campaigns).toHaveLength(4);
  });

  it('a save of the real engine migrates and resumes at the same position, its whole log rebuilt', async () => {
    const userData = tempDir();
    await fs.mkdir(join(userData, 'saves'));
    let state = realEngine.startGame({ seed: 31, options: OPTIONS }).state;
    const actions: PlainAction[] = [];
    for (let i = 0; i < 40 && state.over === null; i++) {
      const a = realEngine.view(state).prompt!.actions[i % realEngine.view(state).prompt!.actions.length];
      state = realEngine.act(state, a).state;
      actions.push(a);
    }
    await fs.writeFile(join(userData, 'saves', 'my-war.save.json'), oldSave(2, 'my-war', 31, actions, state));
    const { service, library } = await toyService({ userData, engine: realEngine });
    const [row] = (await library.list()).campaigns;
    expect(row).toMatchObject({ seed: 31, actionCount: 40, bookmarks: [{ name: 'my-war' }] });
    const resumed = await service.resume(row.id);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.update.notice).toBeNull();
    expect(resumed.update.campaign.board).toEqual(realEngine.view(state));
    expect(resumed.update.log.length).toBeGreaterThan(40);
  });

  it('an old save whose replay now ends elsewhere comes in and loads as corrected, never damaged', async () => {
    const userData = tempDir();
    await fs.mkdir(join(userData, 'saves'));
    const moves = toyFinishedActions().slice(0, 4);
    await fs.writeFile(join(userData, 'saves', 'autosave.save.json'), oldSave(2, 'autosave', 7, moves, toyEngine.replay(7, OPTIONS, moves)));
    const fixed = makeToyEngine({ addBonus: 1, rollUntilTurn: Infinity }, TEST_EDITIONS);
    const { service, library } = await toyService({ userData, engine: fixed });
    const [row] = (await library.list()).campaigns;
    expect(row.edition).toBe(0);
    const resumed = await service.resume(row.id);
    // An edition-0 save: every ruling changed since then (the real editions 1 and 2, then the test edition), each once.
    expect(resumed.ok && resumed.update.notice).toMatch(/ruling R8, ruling R15, ruling R20, ruling R22, ruling R29, ruling R38, ruling R39 and ruling R41/);
  });
});

describe('edition-0 campaigns of the real engine (issue #11: R8, R15, R20, R22, R29, R38, R39)', () => {
  const golden = JSON.parse(readFileSync(new URL('../golden/defeat-standard.json', import.meta.url), 'utf8')) as { seed: number; options: Partial<Options>; actions: PlainAction[] };

  /** A record as edition 0 saved it: the old action shapes, and the position the player then saw. */
  async function edition0Record(userData: string, actions: readonly PlainAction[], position: string): Promise<string> {
    const { library } = await toyService({ userData, engine: realEngine });
    const state = realEngine.replay(golden.seed, golden.options, golden.actions);
    const record = { ...library.newRecord({ seed: golden.seed, options: realEngine.normaliseOptions(golden.options), actions }, state), edition: 0, position };
    await library.create(record);
    return record.id;
  }

  it('R39: an old list with the same meaning is upgraded to today\'s shapes, resumes at the same position and is written back under today\'s edition', async () => {
    const userData = tempDir();
    const final = realEngine.replay(golden.seed, golden.options, golden.actions);
    const old = asEdition0Actions(golden.seed, golden.options, golden.actions);
    expect(old.some((a) => a.type === 'unrest')).toBe(true);
    const id = await edition0Record(userData, old, positionDigest(realEngine.view(final)));
    const { service, library } = await toyService({ userData, engine: realEngine });
    const resumed = await service.resume(id);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.update.notice).toBeNull(); // the same position: nothing to tell
    expect(resumed.update.campaign.board.over).toEqual(final.over);
    const written = await library.record(id);
    expect(written.edition).toBe(RULES_EDITIONS[RULES_EDITIONS.length - 1].edition);
    expect(written.actions).toEqual(golden.actions);
  });

  it('an old campaign whose saved position the amended rulings change loads as corrected and names the rulings', async () => {
    const userData = tempDir();
    const id = await edition0Record(userData, golden.actions, `sha256:${'1'.repeat(64)}`);
    const { service } = await toyService({ userData, engine: realEngine });
    const resumed = await service.resume(id);
    expect(resumed.ok && resumed.update.notice).toMatch(/ruling R8, ruling R15, ruling R20, ruling R22, ruling R29, ruling R38, ruling R39 and ruling R41/);
  });

  it('R39: an old list that gave up two Cities\' attacks at once has no meaning today: outdated from that move, never damaged', async () => {
    const userData = tempDir();
    const old = asEdition0Actions(golden.seed, golden.options, golden.actions);
    const at = old.findIndex((a) => a.type === 'unrest');
    // Two Cities into unrest, then one 'decline' for both free attacks (the old flow allowed it).
    const changed = [...old.slice(0, at), { type: 'unrest', cities: 2 }, { type: 'decline' }, ...old.slice(at + 2)];
    const id = await edition0Record(userData, changed, `sha256:${'1'.repeat(64)}`);
    const { service } = await toyService({ userData, engine: realEngine });
    const failed = await service.resume(id);
    expect(failed.ok).toBe(false);
    if (failed.ok) return;
    expect(failed.problem.outdated).toEqual({ legalMoves: expect.any(Number), of: expect.any(Number) });
    expect(failed.problem.outdated!.legalMoves).toBeGreaterThanOrEqual(at);
    expect(failed.problem.movedTo).toBeNull();
    expect(failed.problem.reason).toMatch(/no longer legal because the rules changed since it was saved \(ruling R8/);
    const branch = await service.playOnOutdated(id);
    expect(branch.ok && branch.update.campaign.actionCount).toBe(failed.problem.outdated!.legalMoves);
  });
});

describe('edition-1 campaigns of the real engine (rules edition 2: R41)', () => {
  /** Seed 4's greedy game, choosing the BEF whenever a Zeppelin raid offers it, up to the raid that hits it. */
  function zeppelinBombsTheBef(): { seed: number; actions: PlainAction[] } {
    const seed = 4; // the fixture library's seed (tests/main/fixtures/library-6c0fb0d/README.md)
    const policy = greedyPolicy(seed);
    let { state } = realEngine.startGame({ seed, options: OPTIONS });
    const actions: PlainAction[] = [];
    while (state.over === null && actions.length < 500) {
      const d = decision(state)!;
      const action = (d.actions.find((a) => a.type === 'zeppelin-bomb' && a.army === 'gb-bef') ?? policy(state, d)) as PlainAction;
      const r = realEngine.act(state, action);
      state = r.state;
      actions.push(action);
      if (r.events.some((e) => e.type === 'zeppelin-raid' && e.raid === 'bombing' && e.target === 'gb-bef' && e.success)) return { seed, actions };
    }
    throw new Error('seed 4 no longer sees the Zeppelin bomb the BEF');
  }

  it('R41: a campaign whose Zeppelin bombed the BEF under edition 1 loads as corrected, names R41 alone, and plays on with the BEF in Belgium Reserves', async () => {
    const userData = tempDir();
    const { seed, actions } = zeppelinBombsTheBef();
    const today = realEngine.replay(seed, OPTIONS, actions);
    expect([today.loc['gb-bef'], today.loc['gb-2']]).toEqual(['belgium-reserves', 'counter-tray']);
    // The position edition 1 showed after that raid: the same board, but the BEF discarded and the British 2nd in.
    const edition1 = realEngine.replay(seed, OPTIONS, actions);
    changePosition(edition1, { tiles: { 'gb-bef': 'discarded', 'gb-2': 'belgium-reserves' } });
    const saved = positionDigest(realEngine.view(edition1));
    expect(saved).not.toBe(positionDigest(realEngine.view(today)));

    const { library } = await toyService({ userData, engine: realEngine });
    const record = { ...library.newRecord({ seed, options: realEngine.normaliseOptions(OPTIONS), actions }, edition1), edition: 1, position: saved };
    await library.create(record);
    const { service, library: reopened } = await toyService({ userData, engine: realEngine });
    const resumed = await service.resume(record.id);
    expect(resumed.ok).toBe(true);
    if (!resumed.ok) return;
    expect(resumed.update.notice).toBe(
      'The rules changed since this campaign was saved (ruling R41), so its moves now lead to a slightly different position. You play on from that corrected position.',
    );
    expect(resumed.update.campaign.actionCount).toBe(actions.length);
    expect(resumed.update.campaign.board).toEqual(realEngine.view(today));
    expect((await reopened.record(record.id)).edition).toBe(2);
    await service.close();
  });
});
