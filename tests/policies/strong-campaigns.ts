// Whole campaigns played by the strong policy with the event log off (as rollouts play them), handing the test
// every decision before it is taken: for the checks that an engine or policy shortcut agrees with the long way
// at every decision of many real campaigns.
import { actTrusted, newGame, prompt, setEventRecording, type GameState, type Prompt } from '../../shared/engine/index.js';
import { strongPolicy } from '../../shared/policies/strong-policy.js';

/** Plays campaigns of seeds 1…`games` with the strong policy, calling `visit` at each decision before the choice. */
export function eachStrongDecision(games: number, visit: (st: GameState, p: Prompt, seed: number) => void): void {
  setEventRecording(false);
  try {
    for (let seed = 1; seed <= games; seed++) {
      const st = newGame({ seed });
      const policy = strongPolicy(seed);
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        visit(st, p, seed);
        actTrusted(st, policy(st, p));
      }
    }
  } finally {
    setEventRecording(true);
  }
}
