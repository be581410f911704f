// A fixed engine workload for instruction counting: R random-policy then G greedy-policy campaigns, the log off.
// Same seeds every run, so two commits play comparable games (see ./run.ts).
import { actTrusted, legalActions, newGame, prompt, setEventRecording } from '../../../shared/engine/index.js';
import { greedyPolicy, toolRng } from '../../policy.js';

const [randomGames, greedyGames] = process.argv.slice(2).map(Number);
setEventRecording(false);
let actions = 0;
for (let seed = 0; seed < randomGames; seed++) {
  const st = newGame({ seed: 1000 + seed });
  const r = toolRng(seed);
  for (let legal = legalActions(st); legal.length > 0; legal = legalActions(st)) {
    actTrusted(st, legal[Math.floor(r() * legal.length)]);
    actions++;
  }
}
for (let seed = 0; seed < greedyGames; seed++) {
  const st = newGame({ seed: 1000 + seed });
  const policy = greedyPolicy(seed);
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    actTrusted(st, policy(st, p));
    actions++;
  }
}
console.log(`actions ${actions}`);
