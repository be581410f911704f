// The phases of the Sequence of Play (§4–§14), by id, rule and name: what the board and the log show. The
// procedures that play them are listed in the same order by rules/sequence-of-play.ts.
export const PHASES = [
  { id: 'chit-draw', rule: '§4', name: 'Chit Draw' },
  { id: 'turn-start', rule: '§5', name: 'Turn Start' },
  { id: 'entente-attack', rule: '§6', name: 'Entente Attack' },
  { id: 'tageblatt', rule: '§7', name: 'Berliner Tageblatt' },
  { id: 'alliances', rule: '§8', name: 'Alliances' },
  { id: 'naval-air', rule: '§9', name: 'Naval/Air Warfare' },
  { id: 'cp-attack', rule: '§10', name: 'Central Powers Attack' },
  { id: 'near-east', rule: '§12', name: 'Near East' },
  { id: 'industrial', rule: '§13', name: 'Industrial' },
  { id: 'turn-end', rule: '§14', name: 'Turn End' },
] as const;

export type PhaseId = (typeof PHASES)[number]['id'];
