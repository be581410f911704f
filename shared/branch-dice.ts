// What a player reads and chooses where a branch is made (issue 31). A branch meets the same dice as the war it
// came from, unless the player asks for new dice: the dice are a seeded stream kept in the game's state
// (docs/architecture.md, Randomness), and a branch is the campaign's seed and first moves replayed, so its stream
// goes on from that moment exactly as the war's did; with new dice its record says from which move the rolls come
// from a seed of their own (record format 6, the engine's `newDice`).

/** The dice a branch meets: the same as its war's (a what-if on the same luck), or new ones from where it leaves it. */
export type DiceChoice = 'same' | 'new';

/** The choice as the player reads it in the dice menu beside Play from here / Play on from here. */
export const DICE_CHOICES: readonly (readonly [DiceChoice, string])[] = [['same', 'The same dice'], ['new', 'New dice']];

/** The sentence beside Play from here / Play on from here, naming the campaign the branch leaves (null: the one in play). */
export function branchDiceSentence(of: string | null, dice: DiceChoice = 'same'): string {
  const it = of === null ? 'this campaign' : `“${of}”`;
  const stays = of === null ? 'This campaign' : `“${of}”`;
  if (dice === 'new') return `A branch with new dice rolls its own luck from here: the same moves may bring other rolls than in ${it}. ${stays} stays as it is.`;
  return `A branch meets the same dice as ${it}: the same moves bring the same rolls (a what-if on the same luck). ${stays} stays as it is.`;
}
