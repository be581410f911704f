// What a renderer or the terminal needs to draw the board: plain JSON derived from the state.
import type { GameState, GameOver } from './state.js';
import type { Prompt } from './flow.js';
import { currentPrompt } from './flow.js';
import { PHASES, type PhaseId } from './turn.js';
import {
  airBox, bulgariaAtWar, franceSurrendered, germanAirSuperiority, italyStatus, lira, rm, roumaniaStatus, trackValue, turkeyStatus,
} from './board.js';
import { turnDef } from '../../data/calendar.js';
import { TILES } from '../../data/tiles.js';

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
  readonly canUndo: boolean;
  readonly over: GameOver | null;
}

export function view(st: GameState): BoardView {
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
    prompt: currentPrompt(st),
    canUndo: st.actionCount > st.floor,
    over: st.over,
  };
}
