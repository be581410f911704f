// A campaign's record keeps the digest of the position its moves reach; a load whose replay gives another digest
// is told as a rules correction. So the digest reads the position's facts and nothing the player reads about
// them: a renamed phase, a reworded prompt, another rule citation, the odds or the VP if the war ended now must
// leave it as it was, or every stored campaign would read as "corrected" on its next resume (issue #29).
// Version 1 (the digest of records up to format 3) is frozen: campaigns stored with it are checked with it.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { actTrusted, legalActions, newGame, PHASES, prompt, replay, replaySteps, view, type BoardView, type DecisionKind, type PlainAction, type RuleRef } from '../../shared/engine/index.js';
import { CALENDAR } from '../../shared/data/calendar.js';
import { RESULT_BANDS } from '../../shared/data/victory.js';
import { positionDigest, samePosition } from '../../main/library/position.js';
import { positionDigestV1 } from '../../main/library/position-digest-v1.js';
import { canonicalJson } from '../../main/saves/checksum.js';

/** Seed 7, the first legal action 30 times: a position past the first Tageblatt roll. */
function aPosition(): BoardView {
  const st = newGame({ seed: 7 });
  for (let i = 0; i < 30 && prompt(st); i++) actTrusted(st, legalActions(st)[0]);
  return view(st);
}

interface Golden { seed: number; options: Record<string, unknown>; actions: PlainAction[] }
const golden = (name: string): Golden => JSON.parse(readFileSync(new URL(`../golden/${name}.json`, import.meta.url), 'utf8')) as Golden;

/** The view after every `every`-th step of a golden campaign, and after its last. */
function viewsOf(name: string, every: number): BoardView[] {
  const g = golden(name);
  const out: BoardView[] = [];
  for (let n = 0; n <= g.actions.length; n += every) out.push(view(replay(g.seed, g.options, g.actions.slice(0, n))));
  out.push(view(replay(g.seed, g.options, g.actions)));
  return out;
}

/** The view with every word the player reads changed, and everything the view works out for them. */
function reworded(v: BoardView): BoardView {
  return {
    ...v,
    turnLabel: 'Lenz 1915', phaseName: v.phaseName === null ? null : 'Renamed Phase',
    // A rule and a kind the engine does not have (their types refuse them): words a later edition might use.
    prompt: v.prompt ? { ...v.prompt, text: 'Another sentence.', rule: '§99.9' as RuleRef, kind: 'renamed-kind' as DecisionKind } : null,
    over: v.over ? { ...v.over, band: 'Another band' } : null,
    odds: v.odds.map(() => null), vpIfEndedNow: { another: 1 }, tageblattResult: 12,
  };
}

/** Runs `body` with a value of the engine's tables changed, then puts it back. */
function withChanged<T extends object, K extends keyof T>(table: T, key: K, value: T[K], body: () => void): void {
  const was = table[key];
  (table as Record<K, T[K]>)[key] = value;
  try {
    body();
  } finally {
    (table as Record<K, T[K]>)[key] = was;
  }
}

describe('position digest, version 2: an allow-list of the position', () => {
  it('is pinned: the digest a record stores for a position never moves', () => {
    expect(positionDigest(aPosition())).toBe('v2:sha256:627cf7d800c8363343a86239a33cb9c7390264f2fb5170e1e0c180937955a02e');
  });

  it('no display word changes it, at every 10th step of a whole Armistice and a whole Defeat', () => {
    for (const v of [...viewsOf('armistice-standard', 10), ...viewsOf('defeat-standard', 10)]) {
      expect(positionDigest(reworded(v))).toBe(positionDigest(v));
      // Nor the turn's season (the Calendar's, from the turn) nor what the session may take back.
      expect(positionDigest({ ...v, season: 'spring', canUndo: !v.canUndo })).toBe(positionDigest(v));
    }
  });

  it('a phase, a turn or a result band renamed in the engine leaves the digests of both versions as they were', () => {
    const { seed, options, actions } = golden('armistice-standard');
    const steps = [40, 200, actions.length];
    const before = steps.map((n) => view(replay(seed, options, actions.slice(0, n))));
    const digests = (vs: BoardView[]): string[] => vs.flatMap((v) => [positionDigest(v), positionDigestV1(v)]);
    const phase = PHASES.findIndex((p) => p.id === before[0].phase);
    const turn = CALENDAR[before[1].turn - 1];
    const band = RESULT_BANDS.findIndex((b) => b.label === before[2].over?.band);
    withChanged(PHASES[phase] as { name: string }, 'name', 'A Renamed Phase', () => {
      withChanged(turn as { label: string }, 'label', 'Lenz 1916', () => {
        withChanged(RESULT_BANDS[band] as { label: string }, 'label', 'Another band', () => {
          const after = steps.map((n) => view(replay(seed, options, actions.slice(0, n))));
          expect([after[0].phaseName, after[1].turnLabel, after[2].over?.band]).toEqual(['A Renamed Phase', 'Lenz 1916', 'Another band']);
          expect(digests(after)).toEqual(digests(before));
        });
      });
    });
  });

  it('every fact of the position changes it', () => {
    const v = aPosition();
    const [at, tiles] = Object.entries(v.boxes).find(([, t]) => t.length > 1)!;
    const changed: BoardView[] = [
      { ...v, turn: v.turn + 1 },
      { ...v, phase: PHASES.find((p) => p.id !== v.phase)!.id },
      { ...v, rm: v.rm + 1 }, { ...v, lira: v.lira + 1 }, { ...v, krupp: (v.krupp ?? 0) + 1 }, { ...v, kaisertreu: (v.kaisertreu ?? 0) + 1 },
      { ...v, revolution: (v.revolution ?? 0) + 1 }, { ...v, mef: (v.mef ?? 0) + 1 },
      { ...v, air: { ...v.air, box: v.air.box + 1 } }, { ...v, air: { ...v.air, german: !v.air.german } },
      { ...v, status: { ...v.status, italy: 'surrendered' } }, { ...v, anaFaceUp: !v.anaFaceUp }, { ...v, redBaronOn: 'gb-bef' },
      { ...v, boxes: { ...v.boxes, [at]: tiles.slice(1), discarded: [...(v.boxes.discarded ?? []), tiles[0]] } },
      { ...v, generalEventsHappened: [...v.generalEventsHappened, 'another-event'] },
      { ...v, prompt: v.prompt && { ...v.prompt, actions: v.prompt.actions.slice(1) } },
      { ...v, prompt: null },
      { ...v, over: { result: 'armistice', turn: 27, vp: 23, band: 'Peace without honour', breakdown: { base: 23 } } },
    ];
    const digests = new Set(changed.map(positionDigest));
    expect(digests.size).toBe(changed.length);
    expect(digests.has(positionDigest(v))).toBe(false);
  });

  it('the order the view lists a box\'s tiles and the choices in is not the position', () => {
    const v = aPosition();
    const boxes = Object.fromEntries(Object.entries(v.boxes).map(([at, tiles]) => [at, [...tiles].reverse()]));
    expect(v.prompt!.actions.length).toBeGreaterThan(1);
    expect(positionDigest({ ...v, boxes, prompt: { ...v.prompt!, actions: [...v.prompt!.actions].reverse() } })).toBe(positionDigest(v));
  });
});

describe('position digest, version 1: frozen', () => {
  /** main/library/position.ts as 6c0fb0d wrote it: the view but its prompt and what it works out, plus the choices. */
  function digestOf6c0fb0d(v: BoardView): string {
    const { prompt: p, odds: _odds, vpIfEndedNow: _vp, tageblattResult: _tageblatt, generalEventsHappened: _events, ...board } = v;
    return `sha256:${createHash('sha256').update(canonicalJson({ ...board, choices: p ? p.actions : null })).digest('hex')}`;
  }

  it('is the digest 6c0fb0d stored, at every 5th step of a whole Armistice and a whole Defeat (its display words are still 6c0fb0d\'s)', () => {
    const views = [...viewsOf('armistice-standard', 5), ...viewsOf('defeat-standard', 5)];
    expect(views.map(positionDigestV1)).toEqual(views.map(digestOf6c0fb0d));
    expect(positionDigestV1(aPosition())).toBe('sha256:dc3da0be0c36c8fe7e150e0a75e4af3916c05233c3f1e1e9c4e54519a66caa74');
  });

  it('a view that learns to say more leaves it as it was', () => {
    const v = aPosition();
    expect(positionDigestV1({ ...v, somethingNew: 'words' } as BoardView)).toBe(positionDigestV1(v));
    expect(positionDigestV1({ ...v, status: { ...v.status, ottoman: 'cp' } as BoardView['status'] })).toBe(positionDigestV1(v));
  });
});

describe('a stored digest is compared by its own version', () => {
  it('a version-1 digest matches its position whatever the view now says, and no other position', () => {
    const g = golden('defeat-standard');
    const run = replaySteps(g.seed, g.options, g.actions);
    const v = view(run.state);
    const earlier = view(replay(g.seed, g.options, g.actions.slice(0, -1)));
    expect(samePosition(reworded(v), positionDigestV1(v))).toBe(true);
    expect(samePosition(v, positionDigest(v))).toBe(true);
    expect(samePosition(v, positionDigestV1(earlier))).toBe(false);
    expect(samePosition(v, positionDigest(earlier))).toBe(false);
    expect(positionDigest(v)).not.toBe(positionDigestV1(v));
  });
});
