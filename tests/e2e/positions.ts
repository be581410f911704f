// Finds, for each decision kind, a short action prefix of a real campaign whose pending prompt has that
// kind: seeds × policies played on the real engine, keeping the shortest prefix per kind. Nothing is
// forced: every position is an ordinary campaign that a player could reach and save. The position one move
// from a Defeat is a prefix of the golden Defeat (tests/golden), found the same way: on the real engine.
import { readFileSync } from 'node:fs';
import { act, actTrusted, DEFAULT_OPTIONS, newGame, normaliseOptions, prompt, replay, setEventRecording, type Action, type GameOver } from '../../shared/engine/index.js';
import { greedyPolicy, randomPolicy, type Policy } from '../../tools/policy.js';

export interface Position {
  readonly kind: string;
  readonly seed: number;
  readonly policy: string;
  /** Replaying these from the seed leaves `kind` pending. */
  readonly actions: readonly Action[];
}

// Random play reaches most kinds within a few actions; greedy play survives long enough for the late ones
// (German Bombers need the Tageblatt to roll 21+).
const POLICIES: Readonly<Record<string, (seed: number) => Policy>> = { random: randomPolicy, greedy: greedyPolicy };

/** Plays seeds 1…seeds with every policy; a game stops once it can no longer shorten any wanted prefix. */
export function findPositions(wanted: readonly string[], seeds = 120): Map<string, Position> {
  const best = new Map<string, Position>();
  const want = new Set(wanted);
  const limit = (): number => (best.size < want.size ? Infinity : Math.max(...[...best.values()].map((p) => p.actions.length)));
  setEventRecording(false); // rollouts need no events; saves are replayed with them later
  try {
    for (let seed = 1; seed <= seeds; seed++) {
      for (const [name, make] of Object.entries(POLICIES)) {
        const policy = make(seed);
        const st = newGame({ seed });
        const actions: Action[] = [];
        for (let p = prompt(st); p !== null && actions.length < limit(); p = prompt(st)) {
          const known = best.get(p.kind);
          if (want.has(p.kind) && (!known || known.actions.length > actions.length)) {
            best.set(p.kind, { kind: p.kind, seed, policy: name, actions: [...actions] });
          }
          const a = policy(st, p);
          actTrusted(st, a);
          actions.push(a);
        }
      }
    }
  } finally {
    setEventRecording(true);
  }
  return best;
}

/** The shortest campaign among seeds 1…seeds (random play) that is over: for the end screen. */
export function findFinishedCampaign(seeds = 30): Position {
  let best: Position | null = null;
  setEventRecording(false);
  try {
    for (let seed = 1; seed <= seeds; seed++) {
      const policy = randomPolicy(seed);
      const st = newGame({ seed });
      const actions: Action[] = [];
      for (let p = prompt(st); p !== null && actions.length < (best?.actions.length ?? Infinity); p = prompt(st)) {
        const a = policy(st, p);
        actTrusted(st, a);
        actions.push(a);
      }
      if (st.over !== null && (best === null || actions.length < best.actions.length)) best = { kind: 'over', seed, policy: 'random', actions };
    }
  } finally {
    setEventRecording(true);
  }
  if (best === null) throw new Error(`No campaign among seeds 1–${seeds} ended`);
  return best;
}

/** A position whose next legal action `move` ends the campaign in a German Defeat (§15.2), with its own dice. */
export interface DefeatPosition extends Position {
  readonly move: Action;
  /** What the engine says once `move` is played. */
  readonly over: GameOver;
}

/** The golden Defeat (a real campaign played to its end under today's rules, regenerated with them). */
const DEFEAT_GOLDEN = new URL('../golden/defeat-standard.json', import.meta.url);

/**
 * The longest prefix of the golden Defeat after which one single legal action ends the campaign in a
 * Defeat: each candidate is checked on the real engine (act on a copy), from the end backwards.
 */
export function findOneMoveFromDefeat(): DefeatPosition {
  const golden = JSON.parse(readFileSync(DEFEAT_GOLDEN, 'utf8')) as { seed: number; options?: object; actions: Action[] };
  // The fixtures are standard campaigns (write-fixtures.ts records them with the standard options).
  if (JSON.stringify(normaliseOptions(golden.options)) !== JSON.stringify(DEFAULT_OPTIONS)) throw new Error('The golden Defeat is no longer a standard game');
  for (let n = golden.actions.length - 1; n >= 0; n--) {
    const actions = golden.actions.slice(0, n);
    const st = replay(golden.seed, undefined, actions);
    const p = prompt(st);
    if (p === null) continue;
    for (const move of p.actions) {
      const over = act(st, move).state.over;
      if (over?.result === 'defeat') return { kind: p.kind, seed: golden.seed, policy: 'golden defeat-standard', actions, move, over };
    }
  }
  throw new Error('No position of the golden Defeat is one move from a Defeat');
}
