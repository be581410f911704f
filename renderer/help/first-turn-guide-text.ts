// The guided first turn's words (issue #14): one step per phase of the Sequence of Play (§4–§14) and one per
// kind of decision the engine can put to the player, each with its rule and the board boxes it points at.
// Written in the project's own words; tests/renderer/first-turn-guide.test.ts checks the rule numbers against
// the rulebook, the plain words and that every phase and decision kind has its step.
import type { DecisionKind, PhaseId, RuleRef } from '../../shared/engine/index.js';

/** A board box to point at: a layout id; "{turn}" stands for the turn in play ("calendar:{turn}"), and a
 *  trailing "*" for every box whose id starts so ("sea:*": the seven sea areas). */
export type FocusBox = string;

export interface GuidePhaseStep {
  readonly phase: PhaseId;
  /** The phase's rule, as the rulebook numbers it (§4 = its 4.0). */
  readonly rule: RuleRef;
  /** What the phase is for, in two or three plain sentences. */
  readonly purpose: string;
  /** The boxes the phase works on, and their names as the card says them. */
  readonly focus: readonly FocusBox[];
  readonly focusName: string;
}

export interface GuideChoiceStep {
  /** The prompt's kind (Prompt.kind). */
  readonly kind: DecisionKind;
  readonly rule: RuleRef;
  /** What the player is choosing now, and what weighs on the choice. */
  readonly choosing: string;
  readonly focus: readonly FocusBox[];
  readonly focusName: string;
}

const SEAS: readonly FocusBox[] = ['sea:*'];
const WEST: readonly FocusBox[] = ['belgium', 'france'];
const FRONTS: readonly FocusBox[] = ['belgium', 'france', 'italy', 'lithuania', 'ukraine', 'serbia'];
const NEAR_EAST: readonly FocusBox[] = ['armenia', 'mesopotamia', 'palestine'];

export const GUIDE_PHASE_STEPS: readonly GuidePhaseStep[] = [
  {
    phase: 'chit-draw', rule: '§4',
    purpose: 'A turn opens by pulling tiles from the chit cup until a Turn Chit shows up; Cruisers drawn on the way join the British fleet. On Turn 1 nothing is drawn: the grey first chit already waits on the Calendar.',
    focus: ['chit-cup', 'calendar:{turn}'], focusName: 'the chit cup and this turn on the Calendar',
  },
  {
    phase: 'turn-start', rule: '§5',
    purpose: 'Tiles scheduled for this Calendar box come back, the box\'s printed event happens, then the icons on the chit. Icons that offer you something cost 1 RM, and the only money you hold now is what you banked last turn.',
    focus: ['calendar:{turn}'], focusName: 'this turn on the Calendar',
  },
  {
    phase: 'entente-attack', rule: '§6',
    purpose: 'The Entente do not march across the map. Each letter on the chit sends the strongest army waiting in that Country\'s Reserves up into the front box. Five armies in one front is the danger mark: a sixth brings the Over the Top tile and a chance that Germany falls.',
    focus: FRONTS, focusName: 'the six front boxes',
  },
  {
    phase: 'tageblatt', rule: '§7',
    purpose: 'The Berlin newspaper is read once a turn: a die plus the turn number picks a row of its table. That row can bring a Special Event for this turn and news that changes the war, such as a nation joining a side.',
    focus: ['special-events:*'], focusName: 'the Special Events track',
  },
  {
    phase: 'alliances', rule: '§8',
    purpose: 'Here the game reports which neutral nations went to war and on whose side. Their armies and boxes only count from the moment they enter.',
    focus: ['ottoman-turkey', 'bulgaria', 'roumania', 'italy'], focusName: 'the boxes of the nations that may still join',
  },
  {
    phase: 'naval-air', rule: '§9',
    purpose: 'Your money for the turn is earned at sea: Blockade Runners sail, British Cruisers hunt them, and each runner that gets home brings its haul in RM. Then comes the air war: the fight for the skies, bombers, the Zeppelin and the Red Baron.',
    focus: [...SEAS, 'blockade-runners-box', 'british-cruisers-box'], focusName: 'the sea areas, the Blockade Runners and the British Cruisers',
  },
  {
    phase: 'cp-attack', rule: '§10',
    purpose: 'Your turn to hit back. Each attack spends 1 RM (or a Krupp or Kaisertreu point where those apply) and needs a die above the target army\'s strength; a beaten army goes back to its Reserves. Thinner fronts mean fewer armies ready to break you.',
    focus: FRONTS, focusName: 'the six front boxes',
  },
  {
    phase: 'near-east', rule: '§12',
    purpose: 'Turkey fights a small war of its own on turns outside Summer, paid in Lira rather than RM. East Africa comes first, then the Entente reinforce the Near East, then Turkey may draw Lira and attack.',
    focus: ['ottoman-turkey', ...NEAR_EAST, 'german-east-africa'], focusName: 'the Near East boxes',
  },
  {
    phase: 'industrial', rule: '§13',
    purpose: 'The last place to spend this turn\'s RM: U-Boats that block a front\'s deployments, new Blockade Runners for more income, or the Siegfried Line. Money left over is mostly lost at the turn\'s end, so spend it here.',
    focus: ['blockade-runners-box', 'neutral-ports', 'counter-tray'], focusName: 'the Blockade Runners, Neutral Ports and the counter tray',
  },
  {
    phase: 'turn-end', rule: '§14',
    purpose: 'The turn is tidied up: you bank at most 1 RM, the Special Event leaves the display, and ships come home for the next turn. After the last turn the Armistice scores the war.',
    focus: ['calendar:{turn}'], focusName: 'this turn on the Calendar',
  },
];

export const GUIDE_CHOICE_STEPS: readonly GuideChoiceStep[] = [
  {
    kind: 'runner-placement', rule: '§9.1.1',
    choosing: 'Pick a sea area for each runner, one runner per area. The number in an area is what the runner brings home if no Cruiser arrives there; the rich areas are the ones the Cruisers visit most.',
    focus: [...SEAS, 'blockade-runners-box'], focusName: 'the sea areas and the Blockade Runners box',
  },
  {
    kind: 'hsf-placement', rule: '§9.1.4',
    choosing: 'You may sail the High Seas Fleet with a runner in a North Sea area (2b, 2c, 3 or 4). Its runner then keeps its haul even if a Cruiser comes, but a Cruiser meeting the Fleet starts a big sea battle that can sink it.',
    focus: ['sea:2b', 'sea:2c', 'sea:3', 'sea:4', 'germany'], focusName: 'the North Sea areas and Germany',
  },
  {
    kind: 'turkish-smugglers', rule: '§9.1.7',
    choosing: 'The runner in the Aegean got home: its coin can go to Germany as 1 RM for this turn, or to Turkey as 1 Lira for its own attacks in the Near East.',
    focus: ['sea:1b', 'ottoman-turkey'], focusName: 'the Aegean sea area and Ottoman Turkey',
  },
  {
    kind: 'air-research', rule: '§9.3',
    choosing: 'Before the air roll you may pay 1 RM for research, nudging the die by one in the direction you want. It cannot turn a 1 or a 6 into something else.',
    focus: ['air:*'], focusName: 'the Air Superiority track',
  },
  {
    kind: 'german-bombers', rule: '§9.4',
    choosing: 'Your bombers may raid the weakest army in Belgium or France for free. A hit sends it back to its Reserves; holding the skies makes a hit likelier.',
    focus: WEST, focusName: 'Belgium and France',
  },
  {
    kind: 'zeppelin-raid', rule: '§9.6',
    choosing: 'The Zeppelin may fly one raid: bomb an army in the west, clear a Trenches tile, fly supplies to East Africa, or chase a Cruiser home. Any raid sends it away for a few turns; staying home costs nothing.',
    focus: [...WEST, 'germany'], focusName: 'Belgium, France and Germany',
  },
  {
    kind: 'red-baron-placement', rule: '§9.7',
    choosing: 'You may mark one army in Belgium or France for the Red Baron. In your attack phase that army can then only be hit by his two-dice attack.',
    focus: WEST, focusName: 'Belgium and France',
  },
  {
    kind: 'cp-attack', rule: '§10',
    choosing: 'Click an army to attack it, or use the buttons: a Kaiserschlacht, raising money, or ending the phase. Think about what you still want to buy in the Industrial phase, since only 1 RM can be saved for next turn.',
    focus: FRONTS, focusName: 'the six front boxes',
  },
  {
    kind: 'socialist-agitation', rule: '§5.4.1',
    choosing: 'The chit offers to stir up revolution in Russia for 1 RM: a die moves the Revolution marker along the Omnibus track towards the Explosion.',
    focus: ['omnibus:*'], focusName: 'the Omnibus track',
  },
  {
    kind: 'irish-rising', rule: '§5.4.2',
    choosing: 'For 1 RM you may back a rising in Ireland, which ties down a British army there instead of at the front.',
    focus: ['ireland'], focusName: 'the Ireland box',
  },
  {
    kind: 'senussi-revolt', rule: '§5.4.3',
    choosing: 'For 1 RM you may arm the Senussi in Libya, pulling Italian and British armies away to fight them.',
    focus: ['senussi-revolt'], focusName: 'the Senussi box',
  },
  {
    kind: 'convoy-success', rule: '§5.3.2',
    choosing: 'Convoys have beaten the submarines: pick which of your U-Boats on the map is lost, and so which front may be reinforced again.',
    focus: FRONTS, focusName: 'the fronts holding U-Boats',
  },
  {
    kind: 'us-entry-u-boat', rule: '§8.6',
    choosing: 'America has joined the war and one U-Boat must go for good: one on the map, which opens its front again, or one still on the tray, which you then can never build.',
    focus: [...FRONTS, 'counter-tray'], focusName: 'the fronts and the counter tray',
  },
  {
    kind: 'near-east:askari-build', rule: '§12.2',
    choosing: 'You may pay 1 RM to ship a second Askari to East Africa; only a 6 lands it, and a miss loses the money.',
    focus: ['german-east-africa'], focusName: 'German East Africa',
  },
  {
    kind: 'near-east:lira', rule: '§12.5',
    choosing: 'Turkey may draw a Lira chit for this turn\'s attacks. The cup must last the whole war, so a draw now is one fewer later.',
    focus: ['lira-cup', 'ottoman-turkey'], focusName: 'the Lira cup',
  },
  {
    kind: 'near-east:attack', rule: '§12.6',
    choosing: 'Each Turkish attack spends 1 Lira against an Entente army in Armenia, Mesopotamia or Palestine. Lira left at the end of the turn is lost.',
    focus: NEAR_EAST, focusName: 'Armenia, Mesopotamia and Palestine',
  },
  {
    kind: 'near-east:siege-of-kut', rule: '§12.6.2',
    choosing: 'A natural 6 beat an Indian army in Mesopotamia: you may declare the Siege of Kut, which stops the next Indian reinforcement there.',
    focus: ['mesopotamia', 'india'], focusName: 'Mesopotamia and India',
  },
  {
    kind: 'near-east:kemal', rule: '§12.6.3',
    choosing: 'Kemal may roll a failed Turkish attack in Armenia again, once a turn; the new roll stands.',
    focus: ['armenia'], focusName: 'Armenia',
  },
  {
    kind: 'industrial-purchases', rule: '§13',
    choosing: 'Buy tiles with the RM you have left, 2 RM each, or finish. Anything beyond 1 RM is lost when the turn ends.',
    focus: ['blockade-runners-box', 'neutral-ports', 'counter-tray'], focusName: 'the Blockade Runners, Neutral Ports and the counter tray',
  },
  {
    kind: 'turn-end:bank', rule: '§14.1',
    choosing: 'Choose whether to keep 1 RM for next turn. A saved coin is the only way to pay for the offers a Turn Chit may bring at the start of the turn.',
    focus: ['calendar:{turn}'], focusName: 'this turn on the Calendar',
  },
  {
    kind: 'defeat:city-attack', rule: '§15.2',
    choosing: 'A front broke but Germany held: a city has gone from calm to unrest, and in return you get a free attack on any Entente army. Using it on the crowded front is usually wise.',
    focus: [...FRONTS, 'ruhe', 'unruhe'], focusName: 'the fronts and the Ruhe and Unruhe boxes',
  },
  {
    kind: 'defeat:another-city', rule: '§15.2',
    choosing: 'You may send one more city into unrest for one more free attack, or stop. Every city in unrest makes the next breakdown of a front more likely to end the war.',
    focus: ['ruhe', 'unruhe'], focusName: 'the Ruhe and Unruhe boxes',
  },
];

/** The card's closing words when the guided turn is over. */
export const GUIDE_END_TEXT = 'That was one full turn of the Sequence of Play. Every turn runs through the same phases in the same order; the Rules help tab explains each rule as it comes up.';
