// The table companion's switches (issue 32): the player rolls the box's own dice and draws its own chits, and
// the app asks for each result. Not optional rules (the rules are the same): a way of playing, saved with the
// campaign in its options like the optional rules, but only when on, so a campaign without them saves, plays
// and hashes exactly as before. Everything that offers them reads this table: the engine's options check
// (shared/engine/game.ts), main's schemas, the New campaign form and kk's flags.

/** The companion's switches a campaign may carry in its options (absent means off). */
export type CompanionOptions = {
  /** Every die the rules roll is asked of the player. */
  readonly myDice?: boolean;
  /** Every draw from a cup (Turn Chit, Lira, Cruisers) is asked of the player. */
  readonly myChits?: boolean;
};

export type CompanionOptionId = keyof CompanionOptions;

/** One switch of the companion. */
export interface CompanionSwitch {
  readonly id: CompanionOptionId;
  /** Its name for the player, on the New campaign form. */
  readonly label: string;
  /** One line for the player: what it changes. */
  readonly explanation: string;
  /** What a campaign with it on adds to its description. */
  readonly inPlay: string;
  /** kk's flag (a switch: on when given). */
  readonly flag: `--${string}`;
  /** The element id of its field on the New campaign form. */
  readonly field: `opt-${string}`;
}

export const COMPANION_SWITCHES: readonly CompanionSwitch[] = [
  {
    id: 'myDice',
    label: 'I roll the dice myself',
    explanation: 'Roll the dice of the box at your table: the app asks for every die the rules roll, says what it is for, and does the rest.',
    inPlay: 'Your own dice',
    flag: '--my-dice',
    field: 'opt-my-dice',
  },
  {
    id: 'myChits',
    label: 'I draw the chits myself',
    explanation: 'Draw the chits of the box from your own cups: the app asks which tile came out, from those still in that cup.',
    inPlay: 'Your own chits',
    flag: '--my-chits',
    field: 'opt-my-chits',
  },
];

/** The companion's switches that are on, as options keep them (only those on: none for an ordinary campaign). */
export function companionOptions(o: Readonly<Record<string, unknown>>): CompanionOptions {
  const out: { myDice?: boolean; myChits?: boolean } = {};
  for (const s of COMPANION_SWITCHES) if (o[s.id] === true) out[s.id] = true;
  return out;
}

/** Whether a campaign's dice or chits are entered by the player. */
export function usesCompanion(o: CompanionOptions): boolean {
  return o.myDice === true || o.myChits === true;
}

/** How a campaign's dice and chits are made: by the app, or at the player's table (one or both). */
export type CompanionWay = 'app' | 'dice' | 'chits' | 'both';

/** The ways in the order Statistics lists them, each with its words ("Dice and chits: your own dice"). */
export const COMPANION_WAYS: readonly { readonly way: CompanionWay; readonly words: string }[] = [
  { way: 'app', words: "the app's" },
  { way: 'dice', words: 'your own dice' },
  { way: 'chits', words: 'your own chits' },
  { way: 'both', words: 'your own dice and chits' },
];

/** The heading of the Statistics rows that count campaigns by how their dice and chits were made. */
export const COMPANION_HEADING = 'Dice and chits';

/** How a campaign's dice and chits are made (its options' switches). */
export function companionWay(o: CompanionOptions): CompanionWay {
  if (o.myDice === true) return o.myChits === true ? 'both' : 'dice';
  return o.myChits === true ? 'chits' : 'app';
}
