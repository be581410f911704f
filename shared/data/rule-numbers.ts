// The rulebook's numbers, as the code cites them: every section heading of rulebook-2e.txt (§3.0–§15.3) and
// every ruling of RULINGS.md (R1–R42). RuleRef is the type of a citation in an event, a prompt or the odds
// ('§10.1', '§6' for §6.0, 'R39'): a number the rulebook does not have ('§10.8', '10.1', 'R43') does not compile.
// tools/rules-coverage.ts reads the same lists for docs/rules-coverage.md; its test checks RULINGS against
// RULINGS.md.

/** The section headings of the rulebook (2nd edition), in its order. */
export const RULEBOOK_SECTIONS = [
  '3.0', '3.1', '3.2', '4.0', '4.1', '4.2', '4.3', '4.4', '5.0', '5.1', '5.2', '5.2.1', '5.3', '5.3.1', '5.3.1.1',
  '5.3.1.2', '5.3.2', '5.3.3', '5.3.4', '5.3.5', '5.4', '5.4.1', '5.4.1.1', '5.4.2', '5.4.3', '5.4.4', '5.4.5',
  '5.4.6', '6.0', '6.1', '6.1.1', '6.1.2', '6.2', '6.2.1', '6.2.2', '6.2.3', '6.2.4', '6.3', '6.4', '6.5', '6.6',
  '7.0', '7.1', '7.1.1', '7.1.1.1', '7.1.1.2', '7.1.1.3', '7.1.1.4', '7.1.2', '7.1.2.1', '7.1.2.1.1', '7.1.2.2',
  '7.1.2.3', '7.1.2.4', '7.1.2.5', '7.1.2.6', '7.1.2.7', '8.0', '8.1', '8.2', '8.3', '8.4', '8.5', '8.6', '9.0',
  '9.1', '9.1.1', '9.1.2', '9.1.3', '9.1.4', '9.1.5', '9.1.6', '9.1.7', '9.2', '9.3', '9.3.1', '9.4', '9.5', '9.6',
  '9.6.1', '9.7', '10.0', '10.1', '10.1.1', '10.2', '10.2.1', '10.3', '10.4', '10.5', '10.5.1', '10.6', '10.7',
  '10.7.1', '11.0', '11.1', '11.2', '11.3', '12.0', '12.1', '12.2', '12.3', '12.4', '12.4.1', '12.5', '12.6',
  '12.6.1', '12.6.2', '12.6.3', '12.7', '13.0', '13.1', '13.1.1', '13.2', '13.3', '14.0', '14.1', '14.2', '14.3',
  '14.4', '14.5', '15.0', '15.1', '15.1.1', '15.1.2', '15.1.3', '15.1.4', '15.1.5', '15.2', '15.3',
] as const;

/** The rulings of RULINGS.md, in order. */
export const RULINGS = [
  'R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10', 'R11', 'R12', 'R13', 'R14', 'R15', 'R16', 'R17',
  'R18', 'R19', 'R20', 'R21', 'R22', 'R23', 'R24', 'R25', 'R26', 'R27', 'R28', 'R29', 'R30', 'R31', 'R32', 'R33',
  'R34', 'R35', 'R36', 'R37', 'R38', 'R39', 'R40', 'R41', 'R42',
] as const;

/** A section number of the rulebook: '5.3.2', '10.0'. */
export type RulebookSection = (typeof RULEBOOK_SECTIONS)[number];

/** A chapter as the code often cites it, without its '.0' ('§10' is §10.0). */
type Chapter = RulebookSection extends infer S ? (S extends `${infer C}.0` ? C : never) : never;

/** A ruling of RULINGS.md: 'R1' … 'R42'. */
export type Ruling = (typeof RULINGS)[number];

/** A rulebook reference, as every event, prompt and roll cites it: '§10.1', '§6', 'R39'. */
export type RuleRef = `§${RulebookSection | Chapter}` | Ruling;
