// Hover texts for tiles and boxes, in the project's own words. Numbers that live in shared/data (strengths, hauls,
// DRMs, chit letters) are added by renderer/ui/tooltip-text.ts; these are the sentences around them.

/** Nationality tags of the armies' bumper stickers. */
export const NATIONALITY: Readonly<Record<string, string>> = {
  GB: 'British',
  B: 'Belgian',
  F: 'French',
  I: 'Italian',
  SRB: 'Serbian',
  RUS: 'Russian',
  R: 'Roumanian',
  AAO: 'Allied Army of the Orient',
  USA: 'American',
  AM: 'Armenian',
  ASY: 'Assyrian',
  IND: 'British Indian',
  ANA: 'Arab',
  ZA: 'South African',
};

/** Army marks. */
export const MARK_HELP = {
  skull: '☠ When beaten in an attack it leaves the game instead of going back to Reserves; bombed, it goes to Reserves like any army (ruling R41).',
  asterisk: '✱ Part of a replacement chain: another army takes its place, or it takes another\'s.',
  nearEast: 'Near East unit: it only fights in its Ottoman theatre.',
  british: 'Counts as British for every rule.',
  strength: 'Your attack die (after modifiers) must be higher than this.',
  dual: (a: number, b: number): string => `Strength ${a} while Turkey is neutral or your ally; ${b} once Turkey has surrendered.`,
} as const;

/** Extra lines for particular armies. */
export const ARMY_HELP: Readonly<Record<string, string>> = {
  'be-army': 'Never goes to Ireland.',
  'gb-bef': 'While it is in Belgium no other army there may be attacked or targeted (ruling R27). Beaten in an attack, it brings the British 2nd Army to Belgium Reserves; bombed, it only goes to Belgium Reserves (ruling R41).',
  'gb-1': 'The only army an Irish Rising can send to Ireland (ruling R11).',
  'gb-2': 'Comes from the tray into Belgium Reserves when the BEF is beaten in an attack (not when it is bombed).',
  'gb-mef': 'Lands at Gallipoli on a Gallipoli? turn and marches down the Omnibus track; stopped, it gives -1 to every Turkish attack.',
  ana: 'Face down at first: Palestine stays closed until the Arab Revolt turns it over. Never sent to the Senussi.',
  // Lawrence has no special rule (§12.0); his tooltip carries his historical note instead (issue 14).
  dunsterforce: 'Joins the Armenian front only after Russia has surrendered.',
};

/**
 * An army the Red Baron was placed on (§9.7), in plain words: what that changes (§10.1.1, R26, R38). The
 * RM figures come from shared/data/costs.ts through renderer/ui/tooltip-text.ts.
 */
export const RED_BARON_TARGET_HELP = {
  over: 'The Red Baron is over this army (§9.7).',
  noOrdinary: 'It can no longer be attacked the ordinary way (§10.1): only his air attack can strike it (§10.1.1).',
  cost: (now: number, german: number, entente: number): string =>
    `His attack costs ${now} RM now (${german} RM while Germany holds the skies, ${entente} RM while the Entente do) and rolls two dice: a double sends him that many turns ahead and the attack fails (R26); otherwise the higher die counts. Once per turn.`,
  waits: 'While Trenches or Forts stand in this Country he waits over the army until they are gone (R38).',
  onTile: (army: string): string => `Now over the ${army} (§9.7): his attack on it is the only way to strike it this turn.`,
} as const;

/** Tile kinds other than armies. */
export const KIND_HELP: Readonly<Record<string, string>> = {
  ott: 'Over the Top: it enters when a sixth army is ordered into a full Country box, and a Defeat roll follows at once. If the roll fizzles it goes back to Reserves.',
  'border-forts': '☠ Border Forts: they must be beaten before the armies of their Country (after any Trenches), and once beaten they are gone. Not an army.',
  trenches: 'Beat them before anything else in their Country. A beaten one is dug again from Turn 3 on, each Entente Attack phase. Not an army.',
  'french-tank-army': 'While in France it takes your next attack there: you pay, no die is rolled, and it goes to the tray. It also blocks a Kaiserschlacht against France.',
  'french-mutiny': 'While in France, a French Over the Top a Turn Chit orders only enters on a die of 5 or 6. The first US army in the France box ends it for good.',
  cruiser: 'British Cruiser. In its box it adds a column to the Cruisers Table; at sea it stops the runner of its area from earning, and two in one area sink it.',
  neutral: 'This nation has not entered the war yet.',
  surrender: 'This nation is out of the war: no more deployments and no attacks there.',
  'hypothesis-z': 'As long as a Roumanian army remains on the board, your attacks on Italy, Serbia, Ukraine and Roumania get -1.',
  pink: 'Pink tile: a Country holding one may be hit by a Kaiserschlacht.',
  'air-superiority': 'Its box on the Air track says who holds the skies: grey boxes German, khaki boxes Entente. It only ever moves right.',
  'british-bombers': 'While in Germany, Britain bombs your economy each Naval/Air phase for 0 to 2 RM.',
  armenians: '-1 to Turkish attacks in Armenia. A successful attack there on a natural 6 removes it, and may bring the USA into the war.',
  'high-seas-fleet': 'May sail with a runner in a North Sea area so its haul is earned despite Cruisers; a Cruiser there means a Major Naval Battle. Lost at the Explosion.',
  'blockade-runner': 'Sails to a sea area of its own each Naval phase and brings home that area\'s RM unless a Cruiser is there. Two Cruisers together sink it.',
  'u-boats': 'In Belgium or France it cancels the next deployment a Turn Chit orders into that Country, then goes back to the tray. Costs 2 RM; a second one on the map may bring the USA in.',
  zeppelin: 'In Germany it may fly one raid: bomb an army, remove Trenches, supply East Africa or chase a Cruiser. Afterwards it is away a die\'s worth of turns.',
  'red-baron': 'Marked on an army in Belgium or France, he attacks it with two dice (1 RM, or 2 under Entente skies). Doubles send him away for some turns.',
  'german-bombers': 'In Germany: a free raid each turn on the weakest army of Belgium or France, succeeding on 5 or 6 under German skies and on 6 otherwise.',
  'siegfried-line': 'In Germany it can be built into Belgium for 2 RM. In Belgium it stops a British Over the Top a Turn Chit orders on 1 to 4, and a breakthrough destroys it.',
  'hinden-luden': 'In Germany: 2 RM more each Naval/Air phase, and Civil Society may be suppressed. Nervenkrieg can take it away for good.',
  'civil-society': 'Worth 5 VP at the end while still in Germany. With Hinden-Luden you may suppress one a turn for money, at the risk of riots or resistance.',
  krupp: 'Its Omnibus box is the Krupp points left: each pays one attack on Belgium, France or Lithuania.',
  kaisertreu: 'Its Omnibus box is the Kaisertreu points left: each pays one attack on Italy, Serbia, Ukraine or Roumania. Lost when Franz Joseph dies.',
  'berlin-bagdad-railway': 'In Bulgaria it lets you send 1 RM to Turkey as 1 Lira when banking.',
  kemal: 'In Armenia he may roll one failed Turkish attack there again each turn. He leaves when Russia falls.',
  'siege-of-kut': 'In Mesopotamia it cancels the next Indian deployment there, then leaves the game.',
  askari: 'German East African troops. An Indian army beats one only with a 12 on two dice; any Askari left at the end is worth 5 VP.',
  city: 'A Central Powers city. In Ruhe it is worth 1 VP at the end; in Unruhe it makes a Defeat roll likelier to succeed.',
  'special-event': 'The Special Events box it sits on is this turn\'s special event; it comes off at the end of the turn.',
  'rm-coin': 'Its Omnibus box is your Reichsmarks this turn (0 to 12).',
  'lira-coin': 'Its Omnibus box is Turkey\'s Lira this turn (0 to 12).',
  'lira-chit': 'Drawn from the Lira cup in the Near East phase for that many Lira, then out of the game.',
  'turn-chit': 'Its letters deploy Entente armies this turn (B F L U I S order) and its icons bring events.',
};

/** Extra lines for particular non-army tiles. */
export const TILE_HELP: Readonly<Record<string, string>> = {
  'pink-france-in-danger': 'Opens France to a Kaiserschlacht. It leaves at the end of Turn 2 (the Marne) and returns with the Explosion or the first Place of Execution.',
  'pink-italy-in-danger': 'Opens Italy to a Kaiserschlacht. It comes with the Explosion; Diaz discards it for good.',
  'pink-serbia-outflanked': 'Opens Serbia to a Kaiserschlacht. It comes when Bulgaria enters the war.',
  'pink-socialist-revolution-1': 'Also the Revolution marker: each paid red star moves it a die\'s worth along the Omnibus track; at the Explosion box it goes to Russia and opens it to a Kaiserschlacht.',
  'pink-socialist-revolution-2': 'Goes to Russia at the Explosion and opens it to a Kaiserschlacht (Lithuania or Ukraine).',
  'ott-aao': 'Takes the Serbian one\'s place once the AAO replaces the Serbs.',
};

/** Boxes with a fixed meaning (Countries, Reserves and tracks are built from shared/data). */
export const BOX_HELP: Readonly<Record<string, string>> = {
  germany: 'Your assets wait here until used: High Seas Fleet, Zeppelin, Red Baron, bombers, Hinden-Luden, the Siegfried Line before it is built, and the Civil Society tiles (5 VP each at the end). British Bombers here mean Britain bombs you every turn.',
  ruhe: 'Calm Cities, 1 VP each at the Armistice. After a fizzled Defeat roll you move at least one of them to Unruhe, and each one moved buys a free attack.',
  unruhe: 'Cities in unrest. A Defeat roll of two dice at or below their number loses the war, so every City here brings defeat closer.',
  'austria-hungary': 'Your ally. Attacks on Italy, Serbia, Ukraine and Roumania are made from here, and Kaisertreu pays for them. Hypothesis Z! here gives those attacks -1 while a Roumanian army stands.',
  bulgaria: 'Neutral at first; when it joins you, Serbia Outflanked goes into Serbia. After the Serbs fall the Berlin-Bagdad Railway sits here and lets you bank 1 RM for Turkey.',
  roumania: 'Neutral until the Tageblatt brings it in; then three ☠ armies of strength 2 wait here and count against your VP. Beat all three, the last one included, and Roumania surrenders.',
  'ottoman-turkey': 'Your Ottoman ally. Its Neutral or Surrender tile sits here. While Turkey fights it plays the Near East phase and is worth 10 VP at the end.',
  gallipoli: 'A stopped MEF waits here and gives -1 to every Turkish attack. The next Gallipoli? turn evacuates it for good.',
  ireland: 'An Irish Rising (1 RM) sends the British 1st Army here, away from Belgium. A 6 in the Entente Attack phase brings it back to Belgium Reserves.',
  'senussi-revolt': 'A Senussi Revolt (1 RM) sends an Italian army and a British or South African one here, away from Italy and Palestine. A 6 in the Entente Attack phase sends them home.',
  'german-east-africa': 'Your Askari hold out here against Indian armies, which beat one only with a 12 on two dice. Any Askari still here at the end is worth 5 VP, and every Indian here is one fewer in Mesopotamia.',
  armenia: 'Ottoman front against the armies of Yerevan: Russians, after Russia\'s fall Armenians, Assyrians and Dunsterforce. The Armenians tile gives -1 to Turkish attacks here, and Kemal may re-roll one failure a turn.',
  mesopotamia: 'Ottoman front against Indian armies from India. The Siege of Kut tile here cancels the next Indian deployment.',
  palestine: 'Ottoman front against British and South African armies from Egypt. It stays closed while the Arab Northern Army lies face down.',
  yerevan: 'Reserve of the Armenian front: the strongest army here enters Armenia when the Near East die picks it.',
  india: 'Reserve of the Mesopotamian front. Indian armies also leave from here to chase a new Askari to East Africa, and come back after beating one.',
  egypt: 'Reserve of the Palestine front, used only once Palestine is open. The Senussi Revolt may take a British or South African army from here.',
  'chit-cup': 'Turn Chits still to come and Cruisers not yet at sea. Each turn tiles are drawn until a Turn Chit appears; a Cruiser drawn on the way joins the British Cruisers box.',
  'lira-cup': 'Eighteen Lira chits worth 0 to 5, 40 Lira in all. Turkey may draw one each Near East phase, and drawn chits leave the game.',
  'counter-tray': 'Tiles not in play for now: U-Boats still to build, beaten Trenches, a removed Tank Army, the second Askari and the like. They can come back.',
  discarded: 'Tiles gone for good: beaten ☠ armies and Forts, lost U-Boats, a sunk Fleet, spent markers. Nothing here returns.',
  'british-cruisers-box': 'Cruisers ready to patrol. Their number picks the column of the Cruisers Table in each Naval phase: more Cruisers, more sea areas watched.',
  'blockade-runners-box': 'Runners ready to sail. Every one here must go to sea in the Naval phase, each to a sea area of its own.',
  'neutral-ports': 'Runners that were sunk or are not built yet. Each can be rebuilt for 2 RM in the Industrial phase and sails the next turn.',
  'omnibus:explosion': 'When the Revolution marker gets here the Explosion happens: pink tiles for Russia, Italy and France, mutinies and strikes, and the High Seas Fleet is lost.',
  'calendar:hundred-days': 'With the Hundred Days option the second Turn Chit of Turn 27 sits here, and both chits are played.',
};

/** Country boxes: a line about each one beyond what the data says. */
export const COUNTRY_HELP: Readonly<Record<string, string>> = {
  belgium: 'The British front. Britain never surrenders, so no Kaiserschlacht here; U-Boats and the Siegfried Line can stop deployments.',
  france: 'France in Danger, the French Mutiny and the Tank Army act here; U-Boats can stop deployments.',
  italy: 'No attacks and no Over the Top on Winter turns.',
  serbia: 'A Kaiserschlacht replaces the Serbs with the AAO, which can never be knocked out.',
  lithuania: 'Russia: a Kaiserschlacht here or in Ukraine knocks out all of Russia.',
  ukraine: 'Russia: a Kaiserschlacht here or in Lithuania knocks out all of Russia.',
};

export const SEASON_HELP = {
  summer: 'Summer: no Near East phase.',
  winter: 'Winter: no attacks on Italy and no Over the Top there.',
  normal: '',
} as const;

export const CALENDAR_EVENT_HELP: Readonly<Record<string, string>> = {
  'miracle-of-the-marne': 'the Marne (France in Danger leaves at the end of the turn)',
  trenches: 'Trenches are dug from now on',
  zeppelins: 'the Zeppelin arrives',
  gallipoli: 'Gallipoli? (a landing, or the evacuation of a stopped MEF)',
  'convoy-success': 'Convoy Success (one U-Boat on the map is lost)',
};

export const TRACK_HELP = {
  calendar: 'Tiles sent ahead to this box (Zeppelin, Red Baron, Fleet, Cruisers, US armies) come back when the turn starts.',
  omnibus: 'Omnibus track: the RM, Lira, Krupp, Kaisertreu and Revolution markers show their values here.',
  omnibusBox: {
    0: 'For the MEF this box is Constantinople: Turkey surrenders.',
    3: 'Kaisertreu starts here.',
    4: 'The MEF lands here on a Gallipoli? turn.',
    5: 'Krupp starts here.',
    12: 'RM and Lira stop here; more income is lost (ruling R4).',
  } as Readonly<Record<number, string>>,
  air: 'The marker only moves right, after a roll when it is not where the year expects it.',
  redBaron: 'The first time the marker reaches this box the Red Baron arrives.',
  sea: 'A runner here that no Cruiser meets earns',
  northSea: 'North Sea: the High Seas Fleet may sail here with a runner.',
  smugglers: 'With Turkey at war its coin may go to Turkey as 1 Lira instead.',
  specialEvent: 'Special event (this turn only).',
} as const;

/** Special events that act at once, beyond their modifier. */
export const SPECIAL_EVENT_HELP: Readonly<Record<string, string>> = {
  'poison-gas': '+2 on your first attack of the turn and +1 on the second, in Belgium, France and Italy (ruling R20).',
  'place-of-execution': 'The first time, France in Danger and a Border Forts tile also go into France (ruling R18).',
  'spanish-flu': 'No modifier: each Country box with the most armies loses its weakest one to Reserves.',
  'us-assistance': 'No modifier: each Country box with the fewest armies gets the strongest army of its Reserves.',
  diaz: 'It also discards Italy in Danger for good.',
};

/** Text shown for a box nothing above describes (tests list the boxes allowed to use it: none). */
export const GENERIC_BOX_HELP = 'A box of the board.';
