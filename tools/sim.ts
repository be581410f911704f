// The simulator: many complete campaigns with one policy, summarised as one JSON object.
import {
  actTrusted, bulgariaAtWar, decision, franceSurrendered, italyStatus, newGame, roumaniaStatus, setEventRecording,
  tilesAt, turkeyStatus, type Action, type GameState, type Options,
} from '../shared/engine/index.js';
import { TILE_BY_ID } from '../shared/data/tiles.js';
import { policyByName, toolRng } from './policy.js';
import type { Policy } from '../shared/policies/policies.js';

export interface SimInput {
  readonly games: number;
  readonly policy: string;
  readonly seed: number;
  readonly options?: Partial<Options>;
}

export interface GameSummary {
  readonly state: GameState;
  readonly actions: number;
  /** general event id → the turn it first happened. */
  readonly firstTurn: Record<string, number>;
}

/** Plays one campaign to its end with a policy (by name, or a player such as the advisor's); the state is changed in place. */
export function playOut(seed: number, player: string | Policy, options?: Partial<Options>): GameSummary {
  const st = newGame({ seed, options });
  const policy = typeof player === 'string' ? policyByName(player, seed ^ 0x5bd1e995) : player;
  const firstTurn: Record<string, number> = {};
  let seen = 0;
  let actions = 0;
  // Issue 32: a campaign with the table companion's switches asks for its dice and chits; a scripted player at
  // the table rolls and draws them fairly (its own generator), so the policy decides only what it always did.
  const table = toolRng(seed ^ 0x2545f491);
  for (let p = decision(st); p !== null; p = decision(st)) {
    const entry = p.kind === 'enter-dice' ? p.actions[Math.floor(table() * p.actions.length)] : p.kind === 'enter-draw' ? drawnAtTable(st, p.actions, table) : null;
    actTrusted(st, entry ?? policy(st, p));
    actions++;
    while (seen < st.f.generalEvents.length) firstTurn[st.f.generalEvents[seen++]] ??= st.turn;
  }
  while (seen < st.f.generalEvents.length) firstTurn[st.f.generalEvents[seen++]] ??= st.turn;
  return { state: st, actions, firstTurn };
}

/**
 * A fair draw at the table: one of the tiles in the cup, each as likely as the others; answered with the
 * question's answer of its printed name (identical tiles, such as three Lira chits (0), are one answer).
 */
function drawnAtTable(st: GameState, answers: readonly Action[], table: () => number): Action {
  const first = answers[0];
  if (first.type !== 'enter-tile') return first;
  const inCup = tilesAt(st, st.loc[first.tile]);
  const name = TILE_BY_ID[inCup[Math.floor(table() * inCup.length)]].name;
  return answers.find((a) => a.type === 'enter-tile' && TILE_BY_ID[a.tile].name === name) ?? first;
}

export function simulate(input: SimInput) {
  setEventRecording(false);
  const started = performance.now();
  let wins = 0;
  let losses = 0;
  let vpSum = 0;
  let vpSquares = 0;
  const defeatTurns: Record<number, number> = {};
  const entered: Record<string, number> = { turkey: 0, italy: 0, bulgaria: 0, roumania: 0, usa: 0 };
  const surrendered: Record<string, number> = { france: 0, italy: 0, russia: 0, serbiaToAao: 0, turkey: 0, roumania: 0, eastAfrica: 0 };
  const entrySum: Record<string, number> = {};
  const entryCount: Record<string, number> = {};
  for (let g = 0; g < input.games; g++) {
    const { state: st, firstTurn } = playOut(input.seed + g, input.policy, input.options);
    if (st.over?.result === 'armistice') {
      wins++;
      vpSum += st.over.vp;
      vpSquares += st.over.vp * st.over.vp;
    } else {
      losses++;
      defeatTurns[st.turn] = (defeatTurns[st.turn] ?? 0) + 1;
    }
    if (turkeyStatus(st) !== 'neutral') entered.turkey++;
    if (italyStatus(st) !== 'neutral') entered.italy++;
    if (bulgariaAtWar(st)) entered.bulgaria++;
    if (roumaniaStatus(st) !== 'neutral') entered.roumania++;
    if (st.f.usaAtWar) entered.usa++;
    if (franceSurrendered(st)) surrendered.france++;
    if (italyStatus(st) === 'surrendered') surrendered.italy++;
    if (st.f.russiaSurrendered) surrendered.russia++;
    if (st.f.aao) surrendered.serbiaToAao++;
    if (turkeyStatus(st) === 'surrendered') surrendered.turkey++;
    if (roumaniaStatus(st) === 'surrendered') surrendered.roumania++;
    if (st.f.eastAfricaClosed) surrendered.eastAfrica++;
    for (const [id, turn] of Object.entries(firstTurn)) {
      entrySum[id] = (entrySum[id] ?? 0) + turn;
      entryCount[id] = (entryCount[id] ?? 0) + 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  setEventRecording(true);
  const entryTurn: Record<string, number> = {};
  for (const id of Object.keys(entrySum).sort()) entryTurn[id] = Math.round((entrySum[id] / entryCount[id]) * 100) / 100;
  return {
    games: input.games,
    policy: input.policy,
    wins,
    losses,
    meanVP: wins > 0 ? Math.round((vpSum / wins) * 100) / 100 : null,
    /** Standard deviation of the VP of the Armistice campaigns (docs/strength.md gives the mean's error from it). */
    vpSd: wins > 1 ? Math.round(Math.sqrt(Math.max(0, (vpSquares - (vpSum * vpSum) / wins) / (wins - 1))) * 100) / 100 : null,
    defeatShare: input.games > 0 ? losses / input.games : 0,
    defeatTurns,
    entered,
    surrendered,
    entryTurn,
    entryGames: entryCount,
    gamesPerSecond: Math.round(input.games / seconds),
  };
}
