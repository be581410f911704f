// Issue #30 on a real answer, the kind a player asks most: the first decision of strong campaign 3 (Blockade
// Runner 1's sea area, §9.1.1, 7 choices), strong rollouts. Its ranking is readable (readable.ts), the same
// twice for the seed, and its why sentence's numbers are the rollouts' own: recomputed here from runRollouts
// played action by action on the same seeds, never from the session's tallies.
import { beforeAll, describe, expect, it } from 'vitest';
import { advise, runRollouts, ARMISTICE_PARTS, DEFEAT, type Advice, type RolloutEnd } from '../../shared/advisor/index.js';
import { rolloutSeed } from '../../shared/advisor/seeds.js';
import { percent } from '../../shared/advisor/percent-words.js';
import { COUNTRIES } from '../../shared/data/board.js';
import { normaliseOptions, startGame, type GameState } from '../../shared/engine/index.js';
import { expectReadable } from './readable.js';

const OPTS = { seed: 1, policy: 'strong', maxPerAction: 100 } as const;
let position: GameState;
let answer: Advice;

beforeAll(() => {
  position = startGame({ seed: 3, options: normaliseOptions(undefined) }).state;
  answer = advise(position, OPTS);
}, 120_000);

/** A figure the why may name, over the paired wars: [after the best, after the other, wars it is over]; the words it shows in. */
interface Figure {
  readonly words: RegExp;
  readonly best: number;
  readonly other: number;
  readonly over: number;
}

const mean = (v: readonly number[]): number => v.reduce((s, x) => s + x, 0) / v.length;

/** Every figure why.ts weighs, recomputed from the two actions' ends on their common seeds. */
function figures(a: readonly RolloutEnd[], b: readonly RolloutEnd[]): Figure[] {
  const out: Figure[] = [];
  for (const c of COUNTRIES) {
    const broke = (e: RolloutEnd): number => (e.outcome === DEFEAT && e.front === c.id ? 1 : 0);
    out.push({ words: new RegExp(`^${c.name} broke in`), best: mean(a.map(broke)), other: mean(b.map(broke)), over: a.length });
  }
  const armistices = a.map((x, k) => [x, b[k]] as const).filter(([x, y]) => x.parts !== null && y.parts !== null);
  const partWords: Record<(typeof ARMISTICE_PARTS)[number], RegExp> = { epArmies: /EP armies/, turkey: /Ottoman Turkey/, eastAfrica: /East Africa/, ruhe: /Cities in Ruhe/, civilSociety: /Civil Society/ };
  ARMISTICE_PARTS.forEach((part, i) => out.push({ words: partWords[part], best: mean(armistices.map(([x]) => x.parts![i])), other: mean(armistices.map(([, y]) => y.parts![i])), over: armistices.length }));
  out.push({ words: / RM on average/, best: mean(armistices.map(([x]) => x.rm)), other: mean(armistices.map(([, y]) => y.rm)), over: armistices.length });
  out.push({ words: /Cities in Unruhe on average/, best: mean(armistices.map(([x]) => x.unruhe)), other: mean(armistices.map(([, y]) => y.unruhe)), over: armistices.length });
  const lost = a.map((x, k) => [x, b[k]] as const).filter(([x, y]) => x.outcome === DEFEAT && y.outcome === DEFEAT);
  out.push({ words: /held out to turn/, best: mean(lost.map(([x]) => x.turn)), other: mean(lost.map(([, y]) => y.turn)), over: lost.length });
  return out;
}

describe('a real answer (#30): strong campaign 3, its first decision', () => {
  it('is readable: no row above a better figure unless about equal, places contiguous', () => {
    expect(answer.actions.length).toBe(7);
    expectReadable(answer);
    expect(new Set(answer.actions.map((a) => a.rank)).size).toBeGreaterThan(1); // the choices are told apart somewhere
  });

  it('is the same twice for the seed, ranking and why alike', () => {
    expect(advise(position, OPTS)).toEqual(answer);
  }, 120_000);

  it('its why sentence\'s numbers are the rollouts\' own, recomputed action by action on the same seeds', () => {
    const why = answer.why;
    expect(why, 'this position has a why (a change that loses it must pick another position)').toBeTruthy();
    const best = answer.actions.find((a) => a.best)!;
    const seeds = Array.from({ length: why!.pairs }, (_, k) => rolloutSeed(OPTS.seed, k));
    const [ofBest] = runRollouts(position, [best.actionIndex], seeds, OPTS.policy);
    const [ofOther] = runRollouts(position, [why!.against], seeds, OPTS.policy);
    // the other is the first row of the next place
    const next = answer.actions.filter((a) => a.rank > best.rank).sort((a, b) => a.order - b.order)[0];
    expect(why!.against).toBe(next.actionIndex);
    expect(why!.pairs).toBe(Math.min(best.rollouts, next.rollouts));
    const named = figures(ofBest.ends!, ofOther.ends!).filter((f) => f.words.test(why!.says));
    expect(named).toHaveLength(1);
    const [f] = named;
    expect(why!.best).toBeCloseTo(f.best, 12);
    expect(why!.other).toBeCloseTo(f.other, 12);
    expect(why!.over).toBe(f.over);
    // the printed numbers: a share as a percentage, anything else to one decimal
    const shown = (v: number): string => (/ broke in /.test(why!.says) ? percent(v) : v.toFixed(1));
    expect(why!.says).toContain(`${shown(f.best)} `);
    expect(why!.says).toContain(`instead of ${shown(f.other)}`);
    expect(why!.text).toContain(`(the same ${f.over} wars, clear at 95 %)`);
  });
});
