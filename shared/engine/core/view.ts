// What a renderer or the terminal needs to draw the board: plain JSON derived from the state.
import type { GameState, GameOver } from './state.js';
import type { Prompt } from './flow.js';
import { PHASES, type PhaseId } from './turn.js';
import {
  airBox, bulgariaAtWar, franceSurrendered, germanAirSuperiority, italyStatus, lira, rm, roumaniaStatus, trackValue, turkeyStatus,
} from './board.js';
import { turnDef } from '../../data/calendar.js';
import { TILES } from '../../data/tiles.js';

/**
 * The odds of one action of the pending decision (the odds adapter, shared/engine/odds, gives them): `short` for a
 * button ("4+: 50 %"), `text` for a tooltip with every modifier by source and rule, and the exact fraction.
 */
export interface ChoiceOdds {
  readonly short: string;
  readonly text: string;
  readonly success: { readonly num: number; readonly den: number };
  readonly rule: string;
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
}

/** The board as plain JSON, with the pending decision (the façade's view() gives it). */
export function boardView(st: GameState, prompt: Prompt | null, odds: readonly (ChoiceOdds | null)[] = []): BoardView {
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
  };
}
