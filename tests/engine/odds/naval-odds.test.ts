// Issue 15: at sea with two to four Cruisers ready (§9.1.2 brackets, §9.1.3 sinkings, R23 two dice keep the
// lower), every sea area's odds against every face forced through the real rule.
import { describe, expect, it } from 'vitest';
import { actInPlace, currentPrompt } from '../../../shared/engine/game.js';
import { takeEvents } from '../../../shared/engine/core/events.js';
import { runPhase } from '../helpers.js';
import { navalOnly } from '../positions.js';
import { checkDecision } from './campaign-check.js';

describe('issue 15: runners and the High Seas Fleet against several Cruisers', () => {
  it.each([2, 3, 4])('§9.1.2 §9.1.3 R22 a runner in each sea area with %i Cruisers ready: through, caught, sunk', (cruisers) => {
    const st = navalOnly({ runners: 1, cruisers });
    runPhase(st, 'naval-air');
    expect(currentPrompt(st)?.kind).toBe('runner-placement');
    const seen = new Set<string>();
    expect(checkDecision(st, seen)).toBe(7);
    expect(seen).toContain('outcome:sunk');
  });

  it('§9.1.4 §9.1.5 R23 the High Seas Fleet with a North Sea runner and three Cruisers ready: each battle result', () => {
    const st = navalOnly({ runners: 1, cruisers: 3 }, { tiles: { 'high-seas-fleet': 'germany' } });
    runPhase(st, 'naval-air');
    actInPlace(st, { type: 'place-runner', runner: 'blockade-runner-1', area: '2b' });
    takeEvents();
    expect(currentPrompt(st)?.kind).toBe('hsf-placement');
    const seen = new Set<string>();
    expect(checkDecision(st, seen)).toBe(1);
    for (const id of ['no-battle', 'hsf-discarded', 'hsf-to-calendar-3', 'cruiser-to-cup']) expect(seen).toContain(`outcome:${id}`);
  });
});
