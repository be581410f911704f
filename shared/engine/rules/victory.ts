// §15.0 Victory and defeat — §15.3 Armistice Day: Victory Points and the result band, after Turn 27 (§14.5).
import type { GameState } from '../core/state.js';
import { defineProc, pop } from '../core/flow.js';
import { emit } from '../core/events.js';
import { armyCount, countAt, isAt, turkeyStatus } from '../core/board.js';
import { COUNTRIES } from '../../data/board.js';
import { ASKARI_IDS, CIVIL_SOCIETY_IDS } from '../../data/tiles.js';
import { VICTORY, resultBand } from '../../data/victory.js';

/** §15.3 ③: German East Africa is still German: not closed (§12.3) and an Askari still holds it. */
function eastAfricaGerman(st: GameState): boolean {
  return !st.f.eastAfricaClosed && ASKARI_IDS.some((id) => isAt(st, id, 'german-east-africa'));
}

/** §15.3 ①–⑤, item by item. */
export function victoryBreakdown(st: GameState): Record<string, number> {
  let armies = armyCount(st, 'roumania');
  for (const c of COUNTRIES) armies += armyCount(st, c.id);
  return {
    base: VICTORY.base,
    epArmies: -armies, // ① the six Country boxes and Roumania
    turkey: turkeyStatus(st) === 'cp' ? VICTORY.turkeyAtWar : 0, // ② still fighting on our side
    eastAfrica: eastAfricaGerman(st) ? VICTORY.eastAfrica : 0, // ③
    ruhe: countAt(st, 'ruhe') * VICTORY.perCityInRuhe, // ④
    civilSociety: CIVIL_SOCIETY_IDS.filter((id) => isAt(st, id, 'germany')).length * VICTORY.perCivilSociety, // ⑤
  };
}

/** §15.3: the Victory Points the position is worth (the Armistice's total; also "if the war ended now"). */
export function victoryPoints(st: GameState): number {
  return totalOf(victoryBreakdown(st));
}

function totalOf(breakdown: Readonly<Record<string, number>>): number {
  let vp = 0;
  for (const v of Object.values(breakdown)) vp += v;
  return vp;
}

/** §15.3 Armistice Day, after the last turn (§14.5). */
export const pushArmistice = defineProc<Record<string, never>>('armistice', (st) => {
  pop(st);
  const breakdown = victoryBreakdown(st);
  const vp = totalOf(breakdown);
  const band = resultBand(vp);
  st.over = { result: 'armistice', turn: st.turn, vp, band, breakdown };
  emit(st, { type: 'game-over', rule: '§15.3', result: 'armistice', vp, band });
});

/** This module's frame kinds, for the engine's frame table (rules/frames.ts). */
export const VICTORY_FRAMES = [pushArmistice] as const;
