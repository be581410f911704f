// Whole campaigns as a source of positions: at every decision, each action the odds adapter has odds for is
// played once per dice sequence through the real rule (enumerate.ts), and the counts must match.
import { expect } from 'vitest';
import { actInPlace, actTrusted, currentPrompt, newGame } from '../../../shared/engine/game.js';
import { copyState, unruheCount } from '../../../shared/engine/core/board.js';
import { takeEvents } from '../../../shared/engine/core/events.js';
import { top } from '../../../shared/engine/core/flow.js';
import type { GameState } from '../../../shared/engine/core/state.js';
import { actionOdds, defeatOdds, oddsShort, oddsText } from '../../../shared/engine/odds/index.js';
import { greedyPolicy, randomPolicy } from '../../../tools/policy.js';
import { expectOddsMatchRule } from './enumerate.js';

/** How many actions of one kind of odds a campaign checks at most (a Fleet sortie is 6^4 sequences). */
const BUDGET: Readonly<Record<string, number>> = { hsf: 2, runner: 12, attack: 600 };
const DEFAULT_BUDGET = 150;

/** Checks every action with odds at the pending decision; returns how many were checked. */
export function checkDecision(st: GameState, seen: Set<string>, used = new Map<string, number>()): number {
  const p = currentPrompt(st);
  if (p === null) return 0;
  const d = (top(st)?.d ?? {}) as Record<string, unknown>;
  const done = new Set<string>();
  for (const a of p.actions) {
    const odds = actionOdds(st, p.kind, d, a);
    if (odds === null) continue;
    // Paying with RM or Krupp rolls the same die: one of each target, kind and modifiers is enough.
    const key = `${a.type}:${'target' in a ? a.target : ''}:${'country' in a ? a.country : ''}:${'area' in a ? a.area : ''}`;
    if (done.has(key) || (used.get(odds.kind) ?? 0) >= (BUDGET[odds.kind] ?? DEFAULT_BUDGET)) continue;
    if (odds.kind === 'hsf' && st.turn > 20) continue; // R5: late sorties may send a ship past the last turn
    done.add(key);
    used.set(odds.kind, (used.get(odds.kind) ?? 0) + 1);
    if (odds.kind === 'defeat') {
      // R39: the odds are of the next Defeat roll (defeat-odds.test.ts rolls it); here: the count they assume.
      // Counted from the action's own events up to the next Defeat roll (the engine may go on to one at once).
      const probe = copyState(st);
      takeEvents();
      actInPlace(probe, a);
      const events = takeEvents();
      const check = events.find((e) => e.type === 'defeat-check');
      const upTo = check === undefined ? events.findIndex((e) => e.type === 'phase') >>> 0 : events.indexOf(check);
      const moved = events.slice(0, upTo).filter((e) => e.type === 'unruhe').length;
      expect(odds.need).toEqual({ atMost: unruheCount(st) + moved });
      if (check !== undefined && check.type === 'defeat-check') expect(odds.need).toEqual({ atMost: check.unruhe });
      // R39: moving another City also tells the chance as things stand, with the Cities in Unruhe now.
      if (a.type === 'unrest-another') expect(odds.before).toEqual(defeatOdds(unruheCount(st)).success);
      else expect(odds.before).toBeUndefined();
    } else {
      expectOddsMatchRule(st, a, odds);
    }
    // Plain words: no outcome's or modifier's id reaches the player (the button, the chooser, the tooltip).
    const words = `${oddsText(odds)} ${oddsShort(odds)}`;
    for (const id of [...odds.outcomes.map((o) => o.id), ...odds.drm.map((x) => x.source)]) if (id.includes('-')) expect(words, id).not.toContain(id);
    seen.add(`${p.kind}/${a.type}${odds.counts ? '/' + odds.counts : ''}`);
    for (const o of odds.outcomes) if (o.chance.num > 0) seen.add(`outcome:${o.id}`);
    for (const s of odds.drm) seen.add(`drm:${s.source}`);
  }
  return done.size;
}

/** Plays a campaign with `policy`, checking the odds at every decision. */
export function checkCampaign(seed: number, policy: 'greedy' | 'random', seen: Set<string>): number {
  const st = newGame({ seed });
  const choose = policy === 'greedy' ? greedyPolicy(seed) : randomPolicy(seed);
  const used = new Map<string, number>();
  let checked = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const p = currentPrompt(st);
    if (p === null) break;
    checked += checkDecision(st, seen, used);
    actTrusted(st, choose(st, p));
    takeEvents();
  }
  return checked;
}
