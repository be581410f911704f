// §12 Near East Phase: East Africa (§12.2, §12.3), EP deployments (§12.4), Ottoman income (§12.5) and
// Ottoman attacks (§12.6). Played only while Turkey fights for the CP and not in Summer (§12.0, §12.1),
// except on the turn Turkey entered (§8.1, R17). After Turkey's surrender only §12.2 and §12.3 remain (§12.7).
import { defineDecision, defineSteps, pop } from '../core/flow.js';
import type { Decline, Draw } from '../core/actions.js';
import { skipped } from '../core/events.js';
import { addLira, discardTile, lira, rm, turkeyStatus } from '../core/board.js';
import { drawFromCup } from '../core/random.js';
import { turnDef } from '../../data/calendar.js';
import { LIRA_CHIT_IDS, TILE_BY_ID } from '../../data/tiles.js';
import { COSTS } from '../../data/costs.js';
import { canBuildAskari, indiansAttackAskari, pushAskariBuild } from './east-africa.js';
import { nearEastDeployments } from './near-east-deploy.js';
import { ottomanTargets, pushOttomanAttacks } from './ottoman-attacks.js';

const LIRA_CUP = 'lira-cup';

/** §12.6: every Ottoman box holds only its last EP army, so Lira buy nothing this turn; §14.1 (R30): whatever
 *  Lira stay on the track go at the turn's end, and a drawn chit leaves the cup for good (§12.5). */
const NO_ATTACK_DRAW_TEXT =
  'Turkey holds out this turn, but no Turkish attack is possible: every Ottoman box holds only its last EP army (§12.6). ' +
  'Lira drawn now would go unspent and be lost at the end of the turn (§14.1), and the chit leaves the cup. Draw a Lira chit anyway, or not?';

/** §12.5: draw one Lira chit (its value onto the Lira track, R4 cap) or not. */
const pushOttomanIncome = defineDecision<Record<string, never>, Draw | Decline>('near-east:lira', {
  prompt: (st) => ({ rule: '§12.5', text: ottomanTargets(st).length === 0 ? NO_ATTACK_DRAW_TEXT : 'Turkey holds out this turn. Draw a Lira chit from the cup for Ottoman funds, or not?' }),
  actions: (st) => {
    const cupHasChits = LIRA_CHIT_IDS.some((id) => st.loc[id] === LIRA_CUP);
    return cupHasChits ? [{ type: 'draw' }, { type: 'decline' }] : [{ type: 'decline' }];
  },
  apply: (st, _f, action) => {
    pop(st);
    if (action.type !== 'draw') return;
    const chit = drawFromCup(st, LIRA_CUP, '§12.5');
    if (chit === null) return;
    addLira(st, TILE_BY_ID[chit].value ?? 0, '§12.5'); // R4: capped at 12
    discardTile(st, chit, '§12.5'); // §12.5: a drawn chit leaves the game
  },
  autoWhenSingle: true,
});

interface PhaseData {
  /** R33: Turkey surrendered during this phase's deployments. */
  stop?: boolean;
}

export const pushNearEastPhase = defineSteps<PhaseData>('phase:near-east', [
  [
    '§12.0 / §12.1 no Near East phase while Turkey is neutral, nor in Summer (R17)',
    (st) => {
      const status = turkeyStatus(st);
      if (status === 'neutral') {
        skipped(st, '§12.0', { skip: 'near-east-neutral' });
        pop(st);
        return;
      }
      // §12.1: nothing at all happens in Summer (after the surrender too: §12.2–§12.3 are part of this phase),
      // except on the turn Turkey joined the war (§8.1, R17).
      if (turnDef(st.turn).season === 'summer' && !st.f.turkeyEnteredThisTurn) {
        skipped(st, '§12.1', { skip: 'near-east-summer' });
        pop(st);
      }
    },
  ],
  [
    '§12.2 the Askari build',
    (st) => {
      if (canBuildAskari(st)) {
        if (rm(st) < COSTS.askariNaval) skipped(st, '§12.2', { skip: 'askari-no-rm', cost: COSTS.askariNaval }); // the offer declines itself
        pushAskariBuild(st, {}); // §12.2
      }
    },
  ],
  ['§12.3 the Indians attack the Askari', (st) => indiansAttackAskari(st)],
  [
    '§12.4 EP deployments (§12.7: the phase ends here once Turkey has surrendered)',
    (st, f) => {
      // §12.7: after Turkey's surrender only §12.2 and §12.3 are played.
      if (turkeyStatus(st) !== 'cp') {
        pop(st);
        return;
      }
      f.d.stop = nearEastDeployments(st); // §12.4
    },
  ],
  [
    '§12.5 Ottoman income (R33: not once Turkey surrendered in the deployments)',
    (st, f) => {
      // R33: Turkey surrendered during the deployments: the phase ends here.
      if (f.d.stop === true || turkeyStatus(st) !== 'cp') {
        pop(st);
        return;
      }
      if (!LIRA_CHIT_IDS.some((id) => st.loc[id] === LIRA_CUP)) skipped(st, '§12.5', { skip: 'lira-cup-empty' }); // the offer declines itself
      pushOttomanIncome(st, {}); // §12.5
    },
  ],
  [
    '§12.6 Ottoman attacks',
    (st) => {
      // Only `done` is left: say why.
      // No target is the reason that holds whatever the Lira (the draw's prompt said so): name it first.
      if (ottomanTargets(st).length === 0) skipped(st, '§12.6', { skip: 'ottoman-no-attack', lira: lira(st), reason: 'no-target' });
      else if (lira(st) < COSTS.ottomanAttack) skipped(st, '§12.6', { skip: 'ottoman-no-attack', lira: lira(st), reason: 'no-lira' });
      pushOttomanAttacks(st, {}); // §12.6
    },
  ],
]);

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const NEAR_EAST_FRAMES = [pushNearEastPhase, pushOttomanIncome] as const;
