// §5 Turn Start phase: Calendar deployments (§5.2), the Calendar Event printed on the turn (§5.3), then
// the icon events of the turn's chit (§5.4) — of both chits, in the order drawn, under O1 (R10).
// The steps are listed when the phase starts and run one by one, so decisions and deployments can
// sit on top of the phase frame between them.
import type { GameState } from '../core/state.js';
import { defineStepList } from '../core/flow.js';
import { note, skipped } from '../core/events.js';
import { turnDef } from '../../data/calendar.js';
import { chitDef } from '../../data/chits.js';
import { turnChits } from './chit-draw.js';
import { calendarDeployments } from './over-there.js';
import { gallipoli, pushConvoySuccess, zeppelins } from './calendar-events.js';
import { uBoatsToDiscard } from './u-boats.js';
import { franzJosephDies, irishRising, randomOffensive, senussiRevolt, serbTyphus, socialistStar } from './chit-events.js';

/** One step of the phase: `kind` or `kind:chit`. */
type Step = string;

/** §5.2 → §5.3 → §5.4 for every chit of the turn, in printed icon order. */
function listSteps(st: GameState): Step[] {
  const steps: Step[] = ['calendar-deployments'];
  for (const e of turnDef(st.turn).events) steps.push(e);
  for (const n of turnChits(st)) {
    const c = chitDef(n);
    for (let i = 0; i < c.stars; i++) steps.push(`star:${n}`);
    if (c.shamrock) steps.push(`shamrock:${n}`);
    if (c.senussi) steps.push(`senussi:${n}`);
    if (c.tombstone) steps.push(`tombstone:${n}`);
    if (c.typhus) steps.push(`typhus:${n}`);
    for (let i = 0; i < c.randomOffensives; i++) steps.push(`random-offensive:${n}`);
  }
  return steps;
}

function runStep(st: GameState, step: Step): void {
  const colon = step.indexOf(':');
  const kind = colon < 0 ? step : step.slice(0, colon);
  const chit = colon < 0 ? 0 : Number(step.slice(colon + 1));
  switch (kind) {
    case 'calendar-deployments':
      return calendarDeployments(st); // §5.2
    case 'gallipoli':
      return gallipoli(st); // §5.3.1
    case 'convoy-success':
      // §5.3.2: nothing to lose without a U-Boat on the map.
      if (uBoatsToDiscard(st).length === 0) return skipped(st, '§5.3.2', { skip: 'convoy-no-u-boat' });
      return pushConvoySuccess(st, {});
    case 'miracle-of-the-marne':
      return note(st, '§5.3.3', 'Miracle of the Marne: settled at the end of this turn');
    case 'trenches':
      return note(st, '§5.3.4', 'Trenches: from now on they are dug at the end of the Entente Attack phase');
    case 'zeppelins':
      return zeppelins(st); // §5.3.5
    case 'star':
      return socialistStar(st, chit); // §5.4.1
    case 'shamrock':
      return irishRising(st, chit); // §5.4.2
    case 'senussi':
      return senussiRevolt(st, chit); // §5.4.3
    case 'tombstone':
      return franzJosephDies(st); // §5.4.4
    case 'typhus':
      return serbTyphus(st); // §5.4.5
    case 'random-offensive':
      return randomOffensive(st); // §5.4.6
    default:
      throw new Error(`Unknown turn-start step ${step}`);
  }
}

defineStepList<Step>('phase:turn-start', listSteps, runStep);
