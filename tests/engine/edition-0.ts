// Today's action list written as an edition-0 player would have sent it (before R39): each fizzle's
// Cities chosen as one `unrest n` before the first City's attack, then the attacks, with no another-city or
// stop questions (a City's attack given up is the old `decline`). The inverse of upgradeActions for lists
// whose meaning is the same.
import { actInPlace, newGame, prompt, type PlainAction, type Options } from '../../shared/engine/index.js';

export function asEdition0Actions(seed: number, options: Partial<Options>, actions: readonly PlainAction[]): PlainAction[] {
  const st = newGame({ seed, options });
  const old: PlainAction[] = [];
  let unrestAt = -1;
  for (const a of actions) {
    const kind = prompt(st)?.kind;
    if (kind === 'defeat:city-attack' && unrestAt < 0) {
      unrestAt = old.length;
      old.push({ type: 'unrest', cities: 1 });
    }
    if (kind === 'defeat:another-city') {
      if (a.type === 'unrest-another') old[unrestAt] = { type: 'unrest', cities: Number(old[unrestAt].cities) + 1 };
      else unrestAt = -1;
    } else old.push(a.type === 'give-up-attack' ? { type: 'decline' } : a);
    if (kind !== 'defeat:city-attack' && kind !== 'defeat:another-city') unrestAt = -1;
    actInPlace(st, a);
  }
  return old;
}
