// §12.4 EP deployments into the Near East: one die; each theatre whose printed faces include it takes the
// strongest army from its Reserves (R1). Palestine only once the ANA is face up (§12.4.1); the Siege of Kut
// swallows one Indian deployment (§12.6.2); a theatre already holding four armies surrenders Turkey (R33).
import type { GameState } from '../core/state.js';
import { skipped } from '../core/events.js';
import { armiesAtNow, armyCount, discardTile, moveTile, strongest } from '../core/board.js';
import { rollDie } from '../core/random.js';
import { asksRoll, perFaceNeed } from './roll-needs.js';
import { placeName } from '../../data/names.js';
import { surrenderTurkey } from './surrender.js';
import { MAX_ARMIES_PER_THEATER, THEATERS, type TheaterDef } from '../../data/board.js';

/** One theatre selected by the roll. Returns true when Turkey surrendered (R33). */
function deployInto(st: GameState, t: TheaterDef): boolean {
  // §12.4.1: Palestine stays shut while the ANA is face down.
  if (t.id === 'palestine' && !st.f.anaFaceUp) {
    skipped(st, '§12.4.1', { skip: 'palestine-closed' });
    return false;
  }
  // R33 / §12.7: a fifth army would enter this box: Turkey surrenders (checked even with empty Reserves).
  if (armyCount(st, t.id) >= MAX_ARMIES_PER_THEATER) {
    surrenderTurkey(st, 'R33');
    return true;
  }
  // Armenia after Russia's surrender: the "A" units wait in Yerevan (§15.1.5, R40), so the same box serves.
  const army = strongest(st, armiesAtNow(st, t.reserves)); // R1
  if (army === null) {
    skipped(st, '§12.4', { skip: 'theater-reserves-empty', theater: t.id });
    return false;
  }
  // §12.6.2: the Siege of Kut absorbs the next Indian deployment, then leaves the game.
  if (t.id === 'mesopotamia' && st.loc['siege-of-kut'] === 'mesopotamia') {
    skipped(st, '§12.6.2', { skip: 'kut-holds' });
    discardTile(st, 'siege-of-kut', '§12.6.2');
    return false;
  }
  moveTile(st, army, t.id, '§12.4');
  return false;
}

/** The theatres a deployment face sends an Entente army to, in words (the table companion's question). */
function deployWords(st: GameState, face: number): string {
  // §12.4.1: Palestine is shut while the ANA is face down.
  const open = THEATERS.filter((t) => t.deployDieFaces.includes(face) && (t.id !== 'palestine' || st.f.anaFaceUp));
  if (open.length === 0) return 'no theatre deploys';
  return `${open.map((t) => placeName(t.id)).join(' and ')} ${open.length === 1 ? 'deploys' : 'deploy'}`;
}

/** §12.4: the deployment roll. Returns true when Turkey surrendered (R33) and the phase must stop. */
export function nearEastDeployments(st: GameState): boolean {
  const roll = rollDie(st, '§12.4', 'Near East deployments', asksRoll(st) ? perFaceNeed((face) => deployWords(st, face)) : undefined);
  for (const t of THEATERS) {
    if (!t.deployDieFaces.includes(roll)) continue;
    if (deployInto(st, t)) return true;
  }
  return false;
}
