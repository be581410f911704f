// The fuzzer: plays random legal campaigns and checks after every action that the board is legal, the
// turn never goes back, there is no dead end, save → load and replay give the identical state, and undo
// never crosses the floor. A failure is written to fuzz-failures/ as a file `npm run kk -- replay` reads.
//   npm run fuzz -- --games N --seed S [--companion]
// --companion: every campaign with the table companion's switches on (issue 32), so the random player enters every
// die and chit: each question must be answerable and each campaign must finish, replay and undo as any other.
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  actInPlace, canUndo, checkInvariants, IllegalActionError, newGame, prompt, replay, setEventRecording, undo,
  type GameState, type Options,
} from '../shared/engine/index.js';
import { randomPolicy, toolRng } from './policy.js';
import { buildOptions, optionValues } from '../shared/data/optional-rules.js';
import { readArgs, switchFlag, UsageError, wholeNumber } from './kk-args.js';
import { MAX_SEED, SEED } from './kk-flags.js';

const COMPANION = switchFlag('--companion');
const GAMES = wholeNumber('--games', { of: 'campaigns', min: 1, max: 100_000_000, example: 1000 });

function json(st: GameState): string {
  return JSON.stringify(st);
}

/** Options drawn per game, so every optional rule of the table is fuzzed too: each is off (its default) in
 *  about 70% of the games, else one of its other values. */
function optionsFor(seed: number): Options {
  const r = toolRng(seed ^ 0x1234567);
  return buildOptions((row) => {
    if (r() < 0.7) return row.default;
    const others = optionValues(row).filter((x) => x !== row.default);
    return others[Math.floor(r() * others.length)];
  });
}

/** Plays one campaign; returns the failure (with the actions so far) or null. */
export function fuzzGame(seed: number, companion = false): { error: string; options: Options; actions: unknown[] } | null {
  const options: Options = companion ? { ...optionsFor(seed), myDice: true, myChits: true } : optionsFor(seed);
  const actions: unknown[] = [];
  const policy = randomPolicy(seed);
  const r = toolRng(seed ^ 0x9e3779b9);
  try {
    const st = newGame({ seed, options });
    const saveAt = Math.floor(r() * 400);
    let saved: { json: string; at: number } | null = null;
    for (;;) {
      const broken = checkInvariants(st);
      if (broken.length > 0) throw new Error(`invariant: ${broken.join('; ')}`);
      const p = prompt(st);
      if (p === null) {
        if (st.over === null) throw new Error('no decision pending but the game is not over');
        break;
      }
      if (p.actions.length === 0) throw new Error(`dead end at ${p.kind} (${p.rule})`);
      const turn = st.turn;
      const before = r() < 0.05 ? json(st) : null;
      const action = policy(st, p);
      actInPlace(st, action);
      actions.push(action);
      if (st.turn < turn) throw new Error(`the turn went back from ${turn} to ${st.turn}`);
      if (before !== null) {
        // Undo: back to the exact previous state when allowed, refused at the floor.
        if (canUndo(st)) {
          if (json(undo(st, actions)) !== before) throw new Error('undo did not restore the previous state');
        } else {
          let refused = false;
          try { undo(st, actions); } catch (e) { refused = e instanceof IllegalActionError; }
          if (!refused) throw new Error('undo crossed the floor');
        }
      }
      if (saved === null && actions.length >= saveAt) saved = { json: json(st), at: actions.length };
    }
    const final = json(st);
    if (json(replay(seed, options, actions)) !== final) throw new Error('replay gave a different final state');
    if (saved !== null) {
      // Save → load: a state rebuilt from its JSON plays on to the identical end.
      const loaded = JSON.parse(saved.json) as GameState;
      for (const a of actions.slice(saved.at)) actInPlace(loaded, a);
      if (json(loaded) !== final) throw new Error(`a game saved after action ${saved.at} and loaded played on differently`);
    }
    return null;
  } catch (e) {
    return { error: (e as Error).stack ?? String(e), options, actions };
  }
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Usage: npm run fuzz -- [--games N] [--seed S] [--companion]   (100 campaigns from seed 1 unless told; --companion: the player enters every die and chit)');
    return;
  }
  const read = readArgs(args, { command: 'The fuzzer', flags: [GAMES, SEED, COMPANION] });
  const companion = read.has(COMPANION);
  const games = read.value(GAMES) ?? 100;
  const seed = read.value(SEED) ?? 1;
  if (seed + games - 1 > MAX_SEED) throw new UsageError(`--seed ${seed} with --games ${games} goes past the last seed, ${MAX_SEED}.`);
  setEventRecording(false);
  let failures = 0;
  const started = performance.now();
  for (let g = 0; g < games; g++) {
    const failure = fuzzGame(seed + g, companion);
    if (failure) {
      failures++;
      mkdirSync('fuzz-failures', { recursive: true });
      const file = `fuzz-failures/seed-${seed + g}.json`;
      writeFileSync(file, JSON.stringify({ seed: seed + g, options: failure.options, actions: failure.actions, error: failure.error }, null, 1));
      console.error(`seed ${seed + g}: ${failure.error.split('\n')[0]} → ${file}`);
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${games} games, ${failures} failures (${seconds} s)`);
  if (failures > 0) process.exitCode = 1;
}

try {
  main();
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(e.message); // a mistake in the command: one sentence, status 2 as kk's
  process.exitCode = 2;
}
