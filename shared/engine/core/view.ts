// What a renderer or the terminal needs to draw the board: plain JSON derived from the state.
import type { GameState, GameOver } from './state.js';
import type { Prompt } from './flow.js';
import { PHASES, type PhaseId } from './turn.js';
import {
  airBox, bulgariaAtWar, franceSurrendered, germanAirSuperiority, italyStatus, lira, rm, roumaniaStatus, trackValue, turkeyStatus,
} from './board.js';
import { turnDef } from '../../data/calendar.js';
import { TILES } from '../../data/tiles.js';
import { specialEventOf } from '../../data/locations.js';
import type { RuleRef } from '../../data/rule-numbers.js';

/**
 * The odds of one action of the pending decision (the odds adapter, shared/engine/odds, gives them): `short` for a
 * button ("4+: 50 %"), `text` for a tooltip with every modifier by source and rule, and the exact fraction.
 */
export interface ChoiceOdds {
  readonly short: string;
  readonly text: string;
  readonly success: { readonly num: number; readonly den: number };
  readonly rule: RuleRef;
}

export interface BoardView {
  readonly turn: number;
  readonly turnLabel: string;
  readonly season: string;
  readonly phase: PhaseId | null;
  /** The phase's printed name ("Naval/Air Warfare"), for display. */
  readonly phaseName: string | null;
  readonly rm: number;
  readonly lira: number;
  readonly krupp: number | null;
  readonly kaisertreu: number | null;
  readonly revolution: number | null;
  readonly mef: number | null;
  readonly air: { readonly box: number; readonly german: boolean };
  readonly status: {
    readonly turkey: string; readonly italy: string; readonly france: string; readonly russia: string;
    readonly bulgaria: string; readonly roumania: string; readonly usa: string; readonly serbia: string; readonly eastAfrica: string;
  };
  readonly anaFaceUp: boolean;
  readonly redBaronOn: string | null;
  /** location → tiles there, in roster order. */
  readonly boxes: Readonly<Record<string, readonly string[]>>;
  readonly prompt: Prompt | null;
  /** The odds of each of the prompt's actions, in its order (null: the action rolls nothing). */
  readonly odds: readonly (ChoiceOdds | null)[];
  readonly canUndo: boolean;
  readonly over: GameOver | null;
  /** §7.1: this turn's Berliner Tageblatt result (die + turn) once it is rolled this turn, else null. */
  readonly tageblattResult: number | null;
  /** §15.3: the Victory Point items the position would score if the war ended now (rules/victory.ts). */
  readonly vpIfEndedNow: Readonly<Record<string, number>>;
  /** §7.1.2: the General Events that have happened, in the order they came (each happens only the first time). */
  readonly generalEventsHappened: readonly string[];
}

/**
 * The board as plain JSON, with the pending decision (the façade's view() gives it) and the §15.3 count of the
 * position (rules/victory.ts victoryBreakdown: core stands below the rules, so the façade passes it in).
 */
export function boardView(
  st: GameState,
  prompt: Prompt | null,
  vpIfEndedNow: Readonly<Record<string, number>>,
  odds: readonly (ChoiceOdds | null)[] = [],
): BoardView {
  const boxes: Record<string, string[]> = {};
  for (const t of TILES) (boxes[st.loc[t.id]] ??= []).push(t.id);
  const phaseIndex = st.phase - 1;
  const phase = st.over === null && phaseIndex >= 0 && phaseIndex < PHASES.length ? PHASES[phaseIndex] : null;
  const def = turnDef(st.turn);
  return {
    turn: st.turn,
    turnLabel: def.label,
    season: def.season,
    phase: phase?.id ?? null,
    phaseName: phase?.name ?? null,
    rm: rm(st),
    lira: lira(st),
    krupp: trackValue(st, 'krupp'),
    kaisertreu: trackValue(st, 'kaisertreu'),
    revolution: st.f.exploded ? null : trackValue(st, 'pink-socialist-revolution-1'),
    mef: trackValue(st, 'gb-mef'),
    air: { box: airBox(st), german: germanAirSuperiority(st) },
    status: {
      turkey: turkeyStatus(st),
      italy: italyStatus(st),
      france: franceSurrendered(st) ? 'surrendered' : 'war',
      russia: st.f.russiaSurrendered ? 'surrendered' : 'war',
      bulgaria: bulgariaAtWar(st) ? 'cp' : 'neutral',
      roumania: roumaniaStatus(st),
      usa: st.f.usaAtWar ? 'war' : 'neutral',
      serbia: st.f.aao ? 'aao' : 'serbs',
      eastAfrica: st.f.eastAfricaClosed ? 'surrendered' : 'german',
    },
    anaFaceUp: st.f.anaFaceUp,
    redBaronOn: st.f.redBaronOn,
    boxes,
    prompt,
    odds,
    canUndo: st.actionCount > st.floor,
    over: st.over,
    tageblattResult: tageblattRolledThisTurn(st, phaseIndex) ? st.f.lastTageblatt : null,
    vpIfEndedNow,
    generalEventsHappened: [...st.f.generalEvents],
  };
}

const TAGEBLATT_PHASE = PHASES.findIndex((p) => p.id === 'tageblatt');

/**
 * §7.1 is rolled once a turn: after its phase the last result is this turn's; during it, the Special Event
 * marker on the display (taken off at Turn End, §14.2) shows the roll was made.
 */
function tageblattRolledThisTurn(st: GameState, phaseIndex: number): boolean {
  if (st.f.lastTageblatt === 0 || st.over !== null) return false;
  if (phaseIndex > TAGEBLATT_PHASE) return true;
  return phaseIndex === TAGEBLATT_PHASE && specialEventOf(st.loc['special-event']) !== null;
}
