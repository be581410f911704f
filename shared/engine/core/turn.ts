// The phases of the Sequence of Play (§4–§14), by id, rule, name and title (the rulebook's heading, §4.0–§14.0):
// what the board and the log show. The
// procedures that play them are listed in the same order by rules/sequence-of-play.ts.
export const PHASES = [
  { id: 'chit-draw', rule: '§4', name: 'Chit Draw', title: 'Chit Draw Phase' },
  { id: 'turn-start', rule: '§5', name: 'Turn Start', title: 'Turn Start Phase' },
  { id: 'entente-attack', rule: '§6', name: 'Entente Attack', title: 'Entente Powers (EP) Attack Phase' },
  { id: 'tageblatt', rule: '§7', name: 'Berliner Tageblatt', title: 'Berliner Tageblatt Phase' },
  { id: 'alliances', rule: '§8', name: 'Alliances', title: 'Alliances Phase' },
  { id: 'naval-air', rule: '§9', name: 'Naval/Air Warfare', title: 'Naval/Air Warfare Phase' },
  { id: 'cp-attack', rule: '§10', name: 'Central Powers Attack', title: 'Central Powers (CP) Attack Phase' },
  { id: 'near-east', rule: '§12', name: 'Near East', title: 'Near East Phase' },
  { id: 'industrial', rule: '§13', name: 'Industrial', title: 'Industrial Phase' },
  { id: 'turn-end', rule: '§14', name: 'Turn End', title: 'Turn End Phase' },
] as const;

export type PhaseId = (typeof PHASES)[number]['id'];

/** A phase's heading as the rulebook writes it ("Naval/Air Warfare Phase"); a phase id the table lacks reads "a new phase". */
export function phaseTitleOf(id: string): string {
  return PHASES.find((p) => p.id === id)?.title ?? 'a new phase';
}
