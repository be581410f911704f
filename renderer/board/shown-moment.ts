// What the header and the prompt bar say while a batch of events animates (issue 14): the figures of the board as
// it is drawn at that moment — the markers where their tiles stand now, the phase of the last phase banner — so
// they never run ahead of the board or lag behind it; and who is acting, by the phase being played.
import type { BoardView, PhaseId } from '../../shared/engine/index.js';
import { AIR_TRACK } from '../../shared/data/board.js';
import { turnDef } from '../../shared/data/calendar.js';
import { airTrackValue, omnibusValue } from '../../shared/data/locations.js';

/** The phase a banner has just announced. */
export interface ShownPhase {
  readonly turn: number;
  readonly phase: PhaseId;
}

/**
 * The view the header is written from at a moment of an animation: `base` (the board the animation started
 * from) with the Omnibus markers (RM, Lira, Krupp, Kaisertreu) and the Air Superiority marker read where the
 * board draws them now (`where`), and the turn and phase of the last phase banner shown.
 */
export function viewAsShown(base: BoardView, where: (tile: string) => string | undefined, phase: ShownPhase | null): BoardView {
  const track = (tile: string): number | null => omnibusValue(where(tile) ?? '');
  const airBox = airTrackValue(where('air-superiority') ?? '') ?? base.air.box;
  const turn = phase?.turn ?? base.turn;
  return {
    ...base,
    turn,
    season: turnDef(turn).season,
    phase: phase?.phase ?? base.phase,
    rm: track('rm-coin') ?? 0,
    lira: track('lira-coin') ?? 0,
    krupp: track('krupp'),
    kaisertreu: track('kaisertreu'),
    air: { box: airBox, german: AIR_TRACK[airBox]?.holder === 'germany' },
  };
}

/** The Entente's own phases (§4–§6): only while one of them plays does the bar say the Entente moves. */
const ENTENTE_PHASES: ReadonlySet<string> = new Set(['chit-draw', 'turn-start', 'entente-attack']);
/** The Central Powers' phases, where what animates is the player's own orders (§9, §10, §12, §13). */
const PLAYER_PHASES: ReadonlySet<string> = new Set(['naval-air', 'cp-attack', 'near-east', 'industrial']);

/** The prompt bar's words while events animate in `phase` (null: no phase known). */
export function busyLine(phase: string | null): string {
  if (phase !== null && ENTENTE_PHASES.has(phase)) return 'The Entente moves…';
  if (phase !== null && PLAYER_PHASES.has(phase)) return 'Your orders are carried out…';
  return 'The war goes on…';
}
