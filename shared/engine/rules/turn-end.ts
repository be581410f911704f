// §14 Turn End phase: banking (R30), the Special Event marker back, the Miracle of the Marne, the naval reset.
import type { GameState } from '../core/state.js';
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { Bank } from '../core/actions.js';
import { note } from '../core/events.js';
import { franceSurrendered, isAt, moveTile, rm, setTrack } from '../core/board.js';
import { COSTS } from '../../data/costs.js';
import { turnDef } from '../../data/calendar.js';
import { CRUISER_IDS, RUNNER_IDS } from '../../data/tiles.js';
import { isSea, specialEventOf } from '../../data/locations.js';

type Empty = Record<string, never>;

const TRAY = 'counter-tray';

/** §14.1 / R30: keep up to 1 RM, and with the railway in Bulgaria send 1 more RM to Turkey as 1 Lira. */
function bankingActions(st: GameState): Bank[] {
  const out: Bank[] = [];
  const money = rm(st);
  const railway = isAt(st, 'berlin-bagdad-railway', 'bulgaria');
  for (let keep = 0; keep <= Math.min(COSTS.bankMax, money); keep++) {
    out.push({ type: 'bank', keep, railway: false });
    if (railway && money - keep >= COSTS.railway) out.push({ type: 'bank', keep, railway: true });
  }
  return out;
}

const pushBanking = defineDecision<Empty, Bank>('turn-end:bank', {
  prompt: (st) => ({
    rule: '§14.1',
    text: `German banking: keep at most 1 of your ${rm(st)} RM${isAt(st, 'berlin-bagdad-railway', 'bulgaria') ? ', and send 1 RM to Turkey by rail' : ''}; the rest is lost`,
  }),
  actions: (st) => bankingActions(st),
  apply: (st, _f, a) => {
    // R30: all other RM and Lira are lost; only the kept RM and the railway's Lira survive.
    setTrack(st, 'rm-coin', a.keep, '§14.1');
    setTrack(st, 'lira-coin', a.railway ? COSTS.railway : 0, '§14.1');
    pop(st);
  },
  autoWhenSingle: true, // no RM left: nothing to bank
});

/** §14.2 – §14.4, after banking. */
function wrapUp(st: GameState): void {
  // §14.2: the Special Event marker leaves the display until the next Tageblatt roll.
  if (specialEventOf(st.loc['special-event']) !== null) moveTile(st, 'special-event', TRAY, '§14.2');
  // §14.3: Miracle of the Marne at the end of Turn 2, unless France has surrendered.
  if (turnDef(st.turn).events.includes('miracle-of-the-marne') && !franceSurrendered(st) && isAt(st, 'pink-france-in-danger', 'france')) {
    note(st, '§14.3', 'The Miracle of the Marne: France is no longer in danger');
    moveTile(st, 'pink-france-in-danger', TRAY, '§14.3');
  }
  // §14.4: ships at sea go home; Runners in Neutral Ports stay there.
  for (const id of CRUISER_IDS) if (isSea(st.loc[id])) moveTile(st, id, 'british-cruisers-box', '§14.4');
  for (const id of RUNNER_IDS) if (isSea(st.loc[id])) moveTile(st, id, 'blockade-runners-box', '§14.4');
  if (isSea(st.loc['high-seas-fleet'])) moveTile(st, 'high-seas-fleet', 'germany', '§14.4');
  st.f.redBaronOn = null; // §9.7: his placement lasts one turn
}

export const pushTurnEndPhase = defineSteps<Empty>('phase:turn-end', [
  ['§14.1 German banking (R30)', (st) => pushBanking(st, {})],
  ['§14.2–§14.4 the Special Event marker, the Miracle of the Marne, the ships home', (st) => wrapUp(st)],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const TURN_END_FRAMES = [pushTurnEndPhase, pushBanking] as const;
