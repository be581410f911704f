// Every kind of frame the engine can have on its stack, gathered by import from the modules that define
// them. A stack holds plain `{k, s, d}` frames (a saved state's too), so the flow finds each frame's
// handler by its kind in the table built from this list (core/flow.ts flowOf; the façade shared/engine/game.ts).
// A module that defines a new frame adds it to its own *_FRAMES list; tests/engine/frames.test.ts checks that
// every definition in rules/ is here.
import type { FrameDef } from '../core/flow.js';
import { pushTurnLoop } from './sequence-of-play.js';
import { CHIT_DRAW_FRAMES } from './chit-draw.js';
import { TURN_START_FRAMES } from './turn-start.js';
import { CALENDAR_EVENT_FRAMES } from './calendar-events.js';
import { CHIT_EVENT_FRAMES } from './chit-events.js';
import { ENTENTE_ATTACK_FRAMES } from './entente-attack.js';
import { DEPLOY_FRAMES } from './deploy.js';
import { DEFEAT_FRAMES } from './defeat.js';
import { TAGEBLATT_FRAMES } from './tageblatt.js';
import { US_ENTRY_FRAMES } from './us-entry.js';
import { ALLIANCES_FRAMES } from './alliances.js';
import { NAVAL_AIR_FRAMES } from './naval-air.js';
import { BLOCKADE_FRAMES } from './blockade.js';
import { AIR_WAR_FRAMES } from './air-war.js';
import { ZEPPELIN_FRAMES } from './zeppelin.js';
import { CP_ATTACK_FRAMES } from './cp-attack.js';
import { NEAR_EAST_FRAMES } from './near-east.js';
import { EAST_AFRICA_FRAMES } from './east-africa.js';
import { OTTOMAN_ATTACK_FRAMES } from './ottoman-attacks.js';
import { INDUSTRIAL_FRAMES } from './industrial.js';
import { TURN_END_FRAMES } from './turn-end.js';
import { VICTORY_FRAMES } from './victory.js';

export const FRAMES: readonly FrameDef[] = [
  pushTurnLoop,
  ...CHIT_DRAW_FRAMES, // §4
  ...TURN_START_FRAMES, // §5
  ...CALENDAR_EVENT_FRAMES,
  ...CHIT_EVENT_FRAMES,
  ...ENTENTE_ATTACK_FRAMES, // §6
  ...DEPLOY_FRAMES,
  ...DEFEAT_FRAMES, // §15.2
  ...TAGEBLATT_FRAMES, // §7
  ...US_ENTRY_FRAMES,
  ...ALLIANCES_FRAMES, // §8
  ...NAVAL_AIR_FRAMES, // §9
  ...BLOCKADE_FRAMES,
  ...AIR_WAR_FRAMES,
  ...ZEPPELIN_FRAMES,
  ...CP_ATTACK_FRAMES, // §10, §11
  ...NEAR_EAST_FRAMES, // §12
  ...EAST_AFRICA_FRAMES,
  ...OTTOMAN_ATTACK_FRAMES,
  ...INDUSTRIAL_FRAMES, // §13
  ...TURN_END_FRAMES, // §14
  ...VICTORY_FRAMES, // §15.3
];
