// What a player reads where a branch is made (issue 31): a branch meets the same dice as the war it came from.
// The dice are a seeded stream kept in the game's state (docs/architecture.md, Randomness), and a branch is the
// campaign's seed and first moves replayed, so its stream goes on from that moment exactly as the war's did.

/** The sentence beside Play from here / Play on from here, naming the campaign the branch leaves (null: the one in play). */
export function branchDiceSentence(of: string | null): string {
  const it = of === null ? 'this campaign' : `“${of}”`;
  const stays = of === null ? 'This campaign' : `“${of}”`;
  return `A branch meets the same dice as ${it}: the same moves bring the same rolls (a what-if on the same luck). ${stays} stays as it is.`;
}
