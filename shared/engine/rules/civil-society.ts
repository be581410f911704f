// §11.3 Cannibalize your Country: suppress one Civil Society tile per turn while Hinden-Luden rules (R29).
import type { GameState } from '../core/state.js';
import { emit } from '../core/events.js';
import { rollDie } from '../core/random.js';
import { asksRoll, perFaceNeed } from './roll-needs.js';
import { addRm, discardTile, isAt, moveTile, setTrack, tilesAtNow, trackValue } from '../core/board.js';
import { NOTHING } from '../core/speed/v8.js';
import { CIVIL_SOCIETY } from '../../data/small-tables.js';
import { OMNIBUS } from '../../data/board.js';
import { CIVIL_SOCIETY_IDS, TILE_BY_ID } from '../../data/tiles.js';
import { explode } from './explosion.js';

const REVOLUTION = 'pink-socialist-revolution-1';

/** The Civil Society tiles the player may try to suppress now (none without Hinden-Luden, one per turn). */
export function suppressibleTiles(st: GameState): readonly string[] {
  if (st.f.civilSuppressed || !isAt(st, 'hinden-luden', 'germany')) return NOTHING; // asked after every CP attack
  return CIVIL_SOCIETY_IDS.filter((id) => isAt(st, id, 'germany'));
}

/** §11.3 "add +1 to Revolution": one box right if it can still move; reaching the Explosion box explodes it (§5.4.1.1). */
function revolutionStep(st: GameState): void {
  if (st.f.exploded) return;
  const v = trackValue(st, REVOLUTION);
  if (v === null) return;
  if (v + 1 >= OMNIBUS.explosionAt) explode(st);
  else setTrack(st, REVOLUTION, v + 1, '§11.3');
}

/** A row of the Civil Society Table in words, for the table companion's question (rules/roll-needs.ts). */
function civilWords(row: (typeof CIVIL_SOCIETY)[number], face: number): string {
  if (row.result === 'riots') return 'riots, a City into Unruhe, the tile stays';
  if (row.result === 'resistance') return 'resistance, the tile discarded, the Revolution one box on';
  return `reward, the tile discarded, you gain ${row.rm === face ? 'as many RM as the die shows' : `${row.rm} RM`}`;
}

/** §11.3 / R29: roll on the German Civil Society Table for the chosen tile. */
export function suppressCivilSociety(st: GameState, tile: string): void {
  st.f.civilSuppressed = true;
  const row = CIVIL_SOCIETY[rollDie(st, '§11.3', `Suppressing ${TILE_BY_ID[tile].name}`, asksRoll(st) ? perFaceNeed((f) => civilWords(CIVIL_SOCIETY[f], f)) : undefined)];
  switch (row.result) {
    case 'riots': {
      // Keep the tile; one City (they are alike; roster order) goes from Ruhe to Unruhe.
      emit(st, { type: 'civil-society', rule: 'R29', tile, result: row.result, rm: 0 });
      const city = tilesAtNow(st, 'ruhe')[0];
      if (city !== undefined) {
        moveTile(st, city, 'unruhe', 'R29');
        emit(st, { type: 'unruhe', rule: 'R29', city, cause: 'riots' });
      }
      return;
    }
    case 'resistance':
      emit(st, { type: 'civil-society', rule: 'R29', tile, result: row.result, rm: 0 });
      discardTile(st, tile, 'R29');
      revolutionStep(st);
      return;
    case 'reward':
      emit(st, { type: 'civil-society', rule: 'R29', tile, result: row.result, rm: row.rm });
      addRm(st, row.rm, 'R29');
      discardTile(st, tile, 'R29');
      return;
  }
}
