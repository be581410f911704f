// The rules editions of this digital edition: each names the rulings (../shared/rules/RULINGS.md) whose
// play changed from the edition before. A campaign records the edition it was played under, so a later
// load can tell the player which rulings changed since (docs/desktop.md "Rules editions").

export interface RulesEdition {
  readonly edition: number;
  /** The ruling ids whose play changed in this edition (empty for the first). */
  readonly rulings: readonly string[];
  /** What changed, in a few words for the player. */
  readonly summary: string;
}

export const RULES_EDITIONS: readonly RulesEdition[] = [
  { edition: 0, rulings: [], summary: 'the rules as first released' },
  {
    edition: 1,
    rulings: ['R8', 'R15', 'R20', 'R22', 'R29', 'R38', 'R39'],
    summary:
      'U-Boats, the Mutiny and the Siegfried Line only check Turn Chit deployments; only a US army in the France box ends the Mutiny; ' +
      'Poison Gas counts attacks from its placing; the HSF runner keeps its haul after any battle; Civil Society pays +6 on a 6; ' +
      'the Red Baron waits for Trenches and Forts; cities fall into unrest one at a time',
  },
  {
    edition: 2,
    rulings: ['R41'],
    summary:
      'a German Bombers or Zeppelin hit sends any army, even a ☠ one, back to its Reserves, since bombing is not combat: ' +
      'a bombed BEF waits in Belgium Reserves (shielding nobody) and the British 2nd stays on the tray',
  },
];

export const CURRENT_RULES_EDITION: number = RULES_EDITIONS[RULES_EDITIONS.length - 1].edition;

/** The rulings changed after `edition` up to and including `upTo` (in table order, each once). */
export function rulingsChangedSince(edition: number, upTo: number = CURRENT_RULES_EDITION, table: readonly RulesEdition[] = RULES_EDITIONS): string[] {
  const out: string[] = [];
  for (const e of table) {
    if (e.edition <= edition || e.edition > upTo) continue;
    for (const r of e.rulings) if (!out.includes(r)) out.push(r);
  }
  return out;
}
