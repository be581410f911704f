// Rules help per section, written in the project's own words as a reminder, not a copy of the rulebook.

export interface HelpSection {
  readonly rule: string;
  readonly title: string;
  readonly text: string;
}

export const HELP_SECTIONS: readonly HelpSection[] = [
  { rule: '§4', title: 'Chit draw', text: 'Each turn the Entente draws a turn chit from the cup. Its letters and symbols decide where Entente armies appear, and some chits land on a later Calendar turn to act then.' },
  { rule: '§5', title: 'Turn start', text: 'Markers move on the Omnibus track, calendar events fire, and the revolution meter may tick. Germany collects its money here.' },
  { rule: '§6', title: 'Entente attacks', text: 'Entente armies arrive from their Reserves at the fronts named by the chit. A front that overflows sends its crisis marker over the top, which hurts Germany.' },
  { rule: '§7', title: 'Berliner Tageblatt', text: 'A roll on the newspaper table brings special and general events: new fighters, new weapons, new nations entering the war.' },
  { rule: '§8', title: 'Alliances', text: 'Neutral nations may join a side. Their tiles change and new fronts open.' },
  { rule: '§9', title: 'Naval and air war', text: 'Blockade runners sail to sea areas and the Royal Navy hunts them. Runners that slip through bring money home. Air superiority shifts as aircraft improve, and bombers and Zeppelins may strike.' },
  { rule: '§10', title: 'Central Powers attacks', text: 'Your turn to strike: pay for attacks on Entente armies, roll to beat their strength with modifiers from events, and, when a nation is in danger, launch a great offensive to knock it out.' },
  { rule: '§11', title: 'Finances', text: 'Krupp and Kaisertreu are extra funds for attacks from Germany and Austria-Hungary. Suppressing civil society is a last resort.' },
  { rule: '§12', title: 'Near East', text: 'The Ottoman side collects Lira, the Entente sends forces into Armenia, Mesopotamia and Palestine, and the Turks strike back. East Africa fights its own small war.' },
  { rule: '§13', title: 'Industry', text: 'Spend what is left on U-boats, new blockade runners or fortifications in the west.' },
  { rule: '§14', title: 'Turn end', text: 'Money is banked, the home front is checked, and the calendar moves on.' },
  { rule: '§15', title: 'Victory and defeat', text: 'Too many cities in unrest can collapse the home front in a defeat roll. If Germany lasts to the Armistice, victory points for surrendered nations and the state of the front decide the result.' },
];

/** The help section for a prompt's rule reference ('§10.1' → §10). */
export function helpFor(rule: string): HelpSection | undefined {
  const major = /§(\d+)/.exec(rule)?.[1];
  return HELP_SECTIONS.find((s) => s.rule === `§${major}`);
}
