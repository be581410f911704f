// The 28 Turn Chits (§2.3, §5.4, §6.1). Letters in BFLUIS order; all rows reconstructed (components.json turnChits),
// confirmed by the rules where noted: #1 gray (§4.0), #18 = B F L U I (§6.1 example), shamrock #9 (§5.4.2),
// Islam symbol #8 (§5.4.3), tombstone #17 (§5.4.4), bug #5 (§5.4.5), dice #23/#25/#27 and three on #28 (§5.4.6).
import type { Letter } from './ids.js';

export interface ChitDef {
  readonly number: number;
  /** One deployment per letter, BFLUIS order (§6.1). */
  readonly deploy: readonly Letter[];
  /** Red stars: Socialist agitation (§5.4.1). */
  readonly stars: number;
  /** Green shamrock: Irish Rising (§5.4.2). */
  readonly shamrock: boolean;
  /** Islam symbol: Senussi Revolt (§5.4.3). */
  readonly senussi: boolean;
  /** Tombstone: death of Franz Joseph (§5.4.4). */
  readonly tombstone: boolean;
  /** Bug: Serb Typhus (§5.4.5). */
  readonly typhus: boolean;
  /** Dice icons: Random Entente Offensives (§5.4.6). */
  readonly randomOffensives: number;
}

interface Icons {
  readonly stars?: number;
  readonly shamrock?: boolean;
  readonly senussi?: boolean;
  readonly tombstone?: boolean;
  readonly typhus?: boolean;
  readonly randomOffensives?: number;
}

const ORDER = 'BFLUIS';

function chit(n: number, letters: string, icons: Icons = {}): ChitDef {
  const deploy = [...letters].filter((c) => c !== ' ') as Letter[];
  deploy.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
  return {
    number: n,
    deploy,
    stars: icons.stars ?? 0,
    shamrock: icons.shamrock ?? false,
    senussi: icons.senussi ?? false,
    tombstone: icons.tombstone ?? false,
    typhus: icons.typhus ?? false,
    randomOffensives: icons.randomOffensives ?? 0,
  };
}

/** Index 0 = chit 1. Letter totals: B 18, F 18, L 16, U 17, I 17, S 14. */
export const TURN_CHITS: readonly ChitDef[] = [
  chit(1, 'FLUS'), // the gray chit, pre-placed on Turn 1 (§4.0)
  chit(2, 'BFLU', { stars: 1 }),
  chit(3, 'FUIS'),
  chit(4, 'BFIS', { stars: 1 }),
  chit(5, 'BLU', { typhus: true }),
  chit(6, 'FLS'),
  chit(7, 'FUIS'),
  chit(8, 'BFIS', { senussi: true }),
  chit(9, 'FLU', { shamrock: true }),
  chit(10, 'BL', { stars: 1 }),
  chit(11, 'FLIS'),
  chit(12, 'BLUI'),
  chit(13, 'BLUI'),
  chit(14, 'BFLUI'),
  chit(15, 'BFUI'),
  chit(16, 'FUI'),
  chit(17, 'BFL', { tombstone: true }),
  chit(18, 'BFLUI'),
  chit(19, 'BFIS', { stars: 1 }),
  chit(20, 'BLIS'),
  chit(21, 'BFLU', { stars: 1 }),
  chit(22, 'BUI'),
  chit(23, 'LUS', { randomOffensives: 1 }),
  chit(24, 'BUIS'),
  chit(25, 'BS', { randomOffensives: 1 }),
  chit(26, 'BFLUIS'),
  chit(27, 'FIS', { randomOffensives: 1 }),
  chit(28, '', { randomOffensives: 3 }),
];

/** The Turn Chit with this number (1–28). */
export function chitDef(n: number): ChitDef {
  const def = TURN_CHITS[n - 1];
  if (def === undefined || !Number.isInteger(n)) throw new RangeError(`no Turn Chit #${n}`);
  return def;
}

/** §5.4.5 Serb Typhus: armies sent from Serbia to its Reserves (the AAO, with better hygiene, loses one). */
export const TYPHUS_REMOVALS = { serbs: 2, aao: 1 } as const;
