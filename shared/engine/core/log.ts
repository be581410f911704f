// The game log is written from events (docs/architecture.md "The engine": Events): one sentence each, in our own words, with its
// rule, naming every tile, place and event by its printed name (shared/data), never by an id.
import type { AirResearchPaid, AttackKind, CheckId, DeployReason, DrmSourceId, GameEvent, Need, NonChitSource, Payment, Skip } from './events.js';
import { TILE_BY_ID } from '../../data/tiles.js';
import { AIR_TRACK, COUNTRY_BY_ID, THEATERS } from '../../data/board.js';
import { SPECIAL_EVENT_BY_ID } from '../../data/special-events.js';
import { GENERAL_EVENT_NAMES, POWER_NAMES, placeName } from '../../data/names.js';
import type { CountryId, SeaAreaId } from '../../data/ids.js';
import { airTrackBox, omnibusValue, seaBox } from '../../data/locations.js';
import { phaseTitleOf } from './turn.js';

/** Tiles whose printed name reads with "the" in a sentence ("the British 3rd Army", "the Zeppelin"). */
const WITH_THE: ReadonlySet<string> = new Set([
  'army', 'high-seas-fleet', 'zeppelin', 'red-baron', 'french-tank-army', 'french-mutiny', 'siegfried-line',
  'berlin-bagdad-railway', 'armenians', 'siege-of-kut', 'air-superiority', 'british-bombers', 'german-bombers',
]);

function name(tile: string): string {
  return TILE_BY_ID[tile]?.name ?? 'an unknown tile';
}

/** A tile as a sentence names it: "the British 3rd Army", "Berlin", "British Cruiser 2". */
function the(tile: string): string {
  const def = TILE_BY_ID[tile];
  if (def === undefined) return 'an unknown tile';
  return WITH_THE.has(def.kind) ? `the ${def.name}` : def.name;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function country(id: CountryId): string {
  return COUNTRY_BY_ID[id].name;
}

function sea(area: SeaAreaId): string {
  return placeName(seaBox(area));
}

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `${n}`;
}

function cities(n: number): string {
  return n === 1 ? '1 City' : `${n} Cities`;
}

/** What a roll needed: "6", "5 or more", "1, 2 or 4", "3 or less". */
/** §9.3: the research paid for an air roll, as the roll's line tells it (nothing when none was bought). */
function researchText(r: AirResearchPaid | undefined): string {
  if (r === undefined) return '';
  const paid = `, with ${r.rm} RM of aircraft research`;
  return r.applied ? `${paid} (die ${signed(r.shift)})` : `${paid} (no effect on a natural 1 or 6)`;
}

function needText(need: Need): string {
  if ('atMost' in need) return `${need.atMost} or less`;
  const faces = [...need.faces].sort((a, b) => a - b);
  const top = faces[faces.length - 1];
  const run = faces.every((f, i) => i === 0 || f === faces[i - 1] + 1);
  if (faces.length > 1 && run && top === 6) return `${faces[0]} or more`;
  return list(faces.map(String)).replace(/ and /, ' or ');
}

/** A move along one numbered track reads as its numbers or box names ("Krupp: 5 → 4"). */
function trackStep(from: string, to: string): string | null {
  const a = omnibusValue(from);
  const b = omnibusValue(to);
  if (a !== null && b !== null) return `${a} → ${b}`;
  const fromAir = AIR_TRACK.find((box) => airTrackBox(box.box) === from);
  const toAir = AIR_TRACK.find((box) => airTrackBox(box.box) === to);
  if (fromAir !== undefined && toAir !== undefined) return `${fromAir.name} → ${toAir.name}`;
  return null;
}

/** §12.6.1: the discarded Armenians tile stands for a genocide, and the log says so plainly (the rulebook's note
 *  asks that it not be passed over as one more tile leaving the game). */
const ARMENIAN_GENOCIDE =
  'The Armenian Genocide: the Ottoman government turns on its Armenian subjects with massacres and death marches, ' +
  "and the Kaiser's government lets it happen. The Armenians tile leaves the game, and their resistance in Armenia with it";

function moveSentence(tile: string, from: string, to: string): string {
  if (to === 'discarded' && tile === 'armenians') return ARMENIAN_GENOCIDE;
  if (to === 'discarded') return from === 'counter-tray' ? `${cap(the(tile))} leaves the game from the Counter Tray: it will never be built` : `${cap(the(tile))} leaves the game`;
  const step = trackStep(from, to);
  if (step !== null) return `${cap(name(tile))}: ${step}`;
  return `${cap(name(tile))}: ${placeName(from)} → ${placeName(to)}`;
}

/**
 * §6.1 / R1: why the Entente sent this army, in the player's words: the only one or the strongest in its
 * Reserves, and, on a tie, the equally strong armies the roster order put after it. shared/labels re-exports it,
 * so the log line and the Entente turn tab give the same reason.
 */
export function deployReasonWords(reason: DeployReason): string {
  if (reason.stayed === 0) return 'the only army in the Reserves (§6.1)';
  const strongest = `the strongest army in the Reserves, at strength ${reason.strength} (§6.1)`;
  if (reason.tiedWith.length === 0) return strongest;
  return `${strongest}, as strong as ${list(reason.tiedWith.map(the))} but first in the roster order (R1)`;
}

/** An army deployed from its Reserves, with the reason it was this one (§6.1, R1). */
function deploySentence(tile: string, from: string, to: string, reason: DeployReason): string {
  return `${cap(the(tile))} moves from ${placeName(from)} to ${placeName(to)} — ${deployReasonWords(reason)}`;
}

const DRM_SOURCE_NAMES: Readonly<Record<Exclude<DrmSourceId, keyof typeof SPECIAL_EVENT_BY_ID>, string>> = {
  'hypothesis-z': name('hypothesis-z'),
  kaiserschlacht: 'Kaiserschlacht',
  'mef-stalled': 'the MEF stalled at Gallipoli',
  armenians: 'the Armenians',
  'air-research': 'aircraft research',
};

export function drmSourceName(source: DrmSourceId): string {
  return source in SPECIAL_EVENT_BY_ID ? SPECIAL_EVENT_BY_ID[source as keyof typeof SPECIAL_EVENT_BY_ID].name : DRM_SOURCE_NAMES[source as keyof typeof DRM_SOURCE_NAMES];
}

const PAYMENT_NAMES: Readonly<Record<Payment['what'], string>> = { rm: 'RM', krupp: 'Krupp', kaisertreu: 'Kaisertreu', lira: 'Lira' };

function paidText(paid: readonly Payment[]): string {
  if (paid.length === 0) return 'free';
  return `paid with ${paid.map((p) => `${p.amount} ${PAYMENT_NAMES[p.what]}`).join(' + ')}`;
}

const ATTACK_HEADS: Readonly<Record<AttackKind, string>> = {
  ordinary: 'Attack on',
  kaiserschlacht: 'Kaiserschlacht attack on',
  'red-baron': 'Red Baron attack on',
  city: 'Free City attack on',
  gallipoli: 'Free attack on',
  ottoman: 'Turkish attack on',
  kemal: "Kemal's re-roll of the attack on",
};

/** Each check: what is rolled (after the tile that rolls, for `by`), what success and failure mean ("no effect: …" before a failure). */
const CHECKS: Readonly<Record<CheckId, { readonly what: string; readonly success: string; readonly failure: string }>> = {
  'air-superiority': { what: 'Control of the skies', success: 'the air marker moves one box right', failure: 'the skies stay as they are' },
  'french-mutiny': { what: 'French Mutiny', success: 'the French go over the top', failure: 'the French refuse to go over the top; the tile stays in Reserves' },
  'siegfried-line': { what: 'Siegfried Line', success: 'the British break through and the Line is lost', failure: 'the British attack stalls; the tile stays in Reserves' },
  'irish-rising': { what: 'British against the Irish rising', success: 'the rising is put down', failure: 'the rising goes on' },
  senussi: { what: 'Senussi war in Libya', success: 'the Senussi are suppressed', failure: 'the Senussi hold out' },
  'askari-by-sea': { what: 'Askari by sea', success: 'the second Askari lands', failure: 'the ship never arrives' },
  'indians-vs-askari': { what: 'attacks the Askari', success: 'an Askari is beaten', failure: 'the Askari hold' },
  'armenian-outrage': { what: 'American outrage at the Armenian massacre', success: 'the USA enters the war', failure: 'the USA stays neutral' },
  'unrestricted-submarine-warfare': { what: 'Unrestricted Submarine Warfare', success: 'the USA enters the war', failure: 'the USA protests but stays neutral' },
};

function outcome(success: boolean, good: string, bad: string): string {
  return success ? good : `no effect: ${bad}`;
}

const NON_CHIT_NAMES: Readonly<Record<NonChitSource, string>> = {
  'us-assistance': SPECIAL_EVENT_BY_ID['us-assistance'].name,
  volunteers: 'The Kaiserschlacht volunteers',
};

const LIMIT_NAMES = { 'french-mutiny': 'French Mutiny', 'siegfried-line': 'Siegfried Line' } as const;

function theaterReserves(theater: string): string {
  const t = THEATERS.find((x) => x.id === theater);
  return t === undefined ? 'its Reserves' : placeName(t.reserves);
}

function noRm(what: string, cost: number): string {
  return `no ${what} — it costs ${cost} RM and Germany has less`;
}

function skipSentence(e: Skip): string {
  switch (e.skip) {
    case 'agitation-exploded':
      return `Chit #${e.chit}, red star: the Revolution has already exploded, there is nothing left to stir up`;
    case 'agitation-no-rm':
      return `Chit #${e.chit}, red star: ${noRm('Socialist agitation', e.cost)}`;
    case 'irish-no-army':
      return `Chit #${e.chit}, shamrock: ${the('gb-1')} cannot be sent, so there is no Irish rising`;
    case 'irish-no-rm':
      return `Chit #${e.chit}, shamrock: ${noRm('Irish rising', e.cost)}`;
    case 'senussi-no-army':
      return `Chit #${e.chit}, crescent: no army can be drawn off to Libya, so there is no Senussi revolt`;
    case 'senussi-no-rm':
      return `Chit #${e.chit}, crescent: ${noRm('Senussi revolt', e.cost)}`;
    case 'typhus-no-army':
      return 'Typhus: Serbia has no army to spare, nothing moves';
    case 'offensive-not-at-war':
      return `Random Entente Offensive in ${country(e.country)}: not at war, ignored`;
    case 'deploy-not-at-war':
      return `${country(e.country)} is neutral or out of the war: no deployment (${e.ordered})`;
    case 'deploy-reserves-empty':
      return `${placeName(COUNTRY_BY_ID[e.country].reserves)} are empty: no deployment (${e.ordered})`;
    case 'limit-not-chit':
      return `${NON_CHIT_NAMES[e.source]} is not a Turn Chit's order: ${e.limit === 'u-boats' ? `the U-Boats in ${country(e.country)} do not stop it` : `no ${LIMIT_NAMES[e.limit]} roll`}`;
    case 'ott-alpine-winter':
      return `Alpine Winter: the Over the Top in ${country(e.country)} is called off`;
    case 'trenches-not-at-war':
      return `${country(e.country)} is out of the war: no Trenches are dug there`;
    case 'convoy-no-u-boat':
      return 'Convoy Success: no U-Boat is left to lose';
    case 'gallipoli-turkey-not-at-war':
      return `Gallipoli?: Ottoman Turkey is ${e.status}, the notice is ignored`;
    case 'gallipoli-evacuated':
      return 'Gallipoli?: the MEF was evacuated; Gallipoli plays no further part';
    case 'kemal-gone':
      return 'Kemal left the war with Russia: he does not come back';
    case 'zeppelin-in-service':
      return 'Zeppelins: the Zeppelin is already in service';
    case 'no-turn-chit':
      return 'The Chit Cup holds no Turn Chit';
    case 'first-turn-no-draw':
      return 'Turn 1: no chit draw; the gray Turn Chit #1 is already on the Calendar';
    case 'no-runner':
      return 'No Blockade Runner is ready to sail';
    case 'hsf-no-north-sea-runner':
      return 'The High Seas Fleet stays in port: no Blockade Runner is in the North Sea';
    case 'no-cruiser-patrol':
      return 'No British Cruiser is in its box: the Royal Navy does not patrol this turn';
    case 'no-naval-battle':
      return `No British Cruiser meets the High Seas Fleet in ${sea(e.area)}: no battle`;
    case 'air-roll-not-needed':
      return 'The skies are held as the year expects: no air roll';
    case 'german-bombers-no-target':
      return 'German Bombers: no army in Belgium or France can be bombed';
    case 'zeppelin-no-raid':
      return 'The Zeppelin has no raid it can fly';
    case 'red-baron-no-target':
      return 'The Red Baron has no army to fly over';
    case 'us-army-never':
      return `France has surrendered: ${the(e.army)} never deploys`;
    case 'place-of-execution-france-out':
      return 'France has surrendered: Place of Execution puts nothing into France';
    case 'place-of-execution-done':
      return 'Place of Execution came before: only its DRM counts now';
    case 'spanish-flu-last-army':
      return `Spanish Flu: ${country(e.country)} keeps its only army`;
    case 'diaz-nothing':
      return 'Diaz: Italy in Danger has already left the game';
    case 'general-event-again':
      return `${GENERAL_EVENT_NAMES[e.event]} has happened before: no effect`;
    case 'tank-army-france-out':
      return 'France has surrendered: the French Tank Army does not deploy';
    case 'tank-army-in-france':
      return 'The French Tank Army is already in France';
    case 'nervenkrieg-no-effect':
      return 'France or Italy is out of the war: Nervenkrieg has no effect';
    case 'hinden-luden-removed':
      return 'Hinden-Luden was removed by Nervenkrieg: it does not come';
    case 'no-entry':
      return 'No country entered the war this turn: the alliances stay as they were';
    case 'near-east-neutral':
      return 'Ottoman Turkey is still neutral: no Near East Phase';
    case 'near-east-summer':
      return 'Summer in the Near East: too hot for any action';
    case 'askari-no-rm':
      return `East Africa: ${noRm('second Askari by sea', e.cost)}`;
    case 'askari-no-pursuer':
      return 'No Indian army is left in India or Mesopotamia to chase the new Askari';
    case 'palestine-closed':
      return 'The Arab Northern Army has not risen yet: nothing deploys in Palestine';
    case 'theater-reserves-empty':
      return `No army is left in ${theaterReserves(e.theater)} to deploy in ${placeName(e.theater)}`;
    case 'kut-holds':
      return 'The Siege of Kut holds this Indian deployment back, and leaves the game';
    case 'lira-cup-empty':
      return 'The Lira Cup is empty: no Ottoman funds this turn';
    case 'ottoman-no-attack':
      return e.reason === 'no-lira'
        ? `No Turkish attack: ${e.lira} Lira is not enough`
        : 'No Turkish attack is possible: every Ottoman box holds only its last EP army, which cannot be attacked';
    case 'usa-already-at-war':
      return 'The USA is already at war: nothing more happens';
    case 'armenians-usa-at-war':
      return 'The USA is already at war: the news of the genocide changes nothing more in the game';
    case 'no-u-boat-to-remove':
      return 'No U-Boat is left to remove';
    case 'no-city-in-ruhe':
      return 'No City is left in Ruhe: no more Cities move, and no more free attacks';
    case 'city-attack-given-up':
      return `The free attack of ${name(e.city)} is given up`;
    case 'unrest-stopped':
      return `${cities(e.moved)} moved into Unruhe; no more`;
  }
}

function surrenderSentence(power: keyof typeof POWER_NAMES): string {
  switch (power) {
    case 'france':
    case 'italy':
      return `${POWER_NAMES[power]} surrenders: no more deployments into it or attacks on it`;
    case 'serbia':
      return 'Serbia falls: the Serbs retreat through Albania, and the Allied Army of the Orient holds the Salonika front';
    case 'russia':
      return 'Russia is out of the war: Lenin makes peace';
    case 'roumania':
      return 'Roumania surrenders: its last army has fallen';
    case 'ottoman-turkey':
      return 'The Ottoman Empire leaves the war; from now on the Near East Phase keeps only §12.2 and §12.3';
  }
}

/** §15.2: a defeat names the front whose Over the Top tile broke through (older saves may lack it). */
function defeatSentence(front: CountryId | undefined): string {
  return front === undefined ? 'Germany is defeated' : `Germany is defeated: the front in ${COUNTRY_BY_ID[front].name} collapsed`;
}

/** An event's sentence, without its rule (the log entry carries the rule beside it: core/log-entry.ts). */
export function eventSentence(e: GameEvent): string {
  switch (e.type) {
    case 'dice':
      return `${e.why}: ${e.entered === true ? 'you rolled' : 'rolled'} ${e.dice.join(' + ')}${e.forced ? ' (forced)' : ''}`;
    case 'draw':
      return `Drew ${the(e.tile)} from ${placeName(e.cup)}`;
    case 'move':
      return e.deploy === undefined ? moveSentence(e.tile, e.from, e.to) : deploySentence(e.tile, e.from, e.to, e.deploy);
    case 'phase':
      return `Turn ${e.turn}: ${phaseTitleOf(e.phase)}`;
    case 'drm': {
      const roll = e.target === null ? 'the air roll' : `the attack on ${the(e.target)}`;
      return `DRM ${signed(e.total)} on ${roll}: ${e.sources.map((s) => `${drmSourceName(s.source)} ${signed(s.value)} (${s.rule})`).join(', ')}`;
    }
    case 'attack':
      return `${ATTACK_HEADS[e.kind]} ${the(e.target)} (strength ${e.strength}, ${paidText(e.paid)}): die ${e.roll}` +
        `${e.drm !== 0 ? `, DRM ${signed(e.drm)}` : ''} — ${e.success ? 'success' : 'failed'}`;
    case 'check': {
      const c = CHECKS[e.check];
      const what = e.by === undefined ? c.what : `${cap(the(e.by))} ${c.what}`;
      return `${what}${researchText(e.research)}: ${e.roll} (needs ${needText(e.need)}) — ${outcome(e.success, c.success, c.failure)}`;
    }
    case 'skipped':
      return skipSentence(e);
    case 'over-the-top':
      return `${country(e.country)} holds five armies: ${name(e.tile)} goes in, and Germany must roll for Defeat`;
    case 'u-boats-stop':
      return `${name(e.tile)} in ${country(e.country)} stop the deployment there and are spent`;
    case 'bombing':
      if (e.bomber === 'british-bombers') {
        const die = e.dice.length > 1 ? `lower die ${Math.min(...e.dice)}` : `die ${e.dice[0]}`;
        return `British Bombers over Germany: ${die} — ${e.rmLost > 0 ? `Germany loses ${e.rmLost} RM` : 'no effect: no harm done'}`;
      }
      return `German Bombers over ${the(e.army)} in ${country(e.country)}: ${e.roll} (needs ${needText(e.need)}) — ` +
        outcome(e.hit, 'hit: the army leaves the front', 'the bombs miss');
    case 'zeppelin-raid': {
      const roll = e.roll === null || e.need === null ? '' : `: ${e.roll} (needs ${needText(e.need)})`;
      const target = e.target === null ? 'nobody' : the(e.target);
      switch (e.raid) {
        case 'bombing':
          return `Zeppelin raid on ${target}${roll} — ${outcome(e.success, 'hit: the army leaves the front', 'the bombs fall wide')}`;
        case 'recon':
          return `Zeppelin reconnaissance over ${target}: the Trenches go back to the Counter Tray`;
        case 'supply':
          return `Zeppelin supply run to German East Africa${roll} — ${outcome(e.success, `${target} lands`, 'the airship turns back')}`;
        case 'naval':
          return `Zeppelin raid on ${target}${roll} — ${outcome(e.success, 'hit', 'the Cruiser shrugs it off')}`;
      }
      break;
    }
    case 'sinking':
      return `${cap(the(e.ship))} is sunk in ${sea(e.area)} by ${list(e.by.map(the))}`;
    case 'ship-damaged':
      return `${cap(the(e.ship))} is hit in ${sea(e.area)} by ${list(e.by.map(the))}`;
    case 'runner-caught':
      return `${cap(the(e.runner))} is stopped in ${sea(e.area)} by ${list(e.by.map(the))}: it brings nothing home`;
    case 'haul':
      return `The Blockade Runners bring home ${e.rm} RM${e.aegean ? ', and the Aegean haul is yours to send' : ''}`;
    case 'naval-battle':
      return `Major Naval Battle in ${sea(e.area)} against ${list(e.cruisers.map(the))}: ${e.result} (die ${e.roll})`;
    case 'unruhe':
      return `${name(e.city)} goes into Unruhe ${e.cause === 'riots' ? 'after the riots' : 'after the fizzled Defeat'}`;
    case 'tank-absorbs':
      return e.by === 'red-baron'
        ? `The French Tank Army absorbs the Red Baron's attack: no dice; he stays over ${the(e.target)}, spent for this turn`
        : `The French Tank Army absorbs the attack: no roll`;
    case 'kaiserschlacht':
      return e.outcome === 'launched' ? `Kaiserschlacht against ${country(e.country)}` : `The Kaiserschlacht fails: volunteers flood into ${country(e.country)}`;
    case 'red-baron-over':
      return `The Red Baron flies over ${the(e.army)}`;
    case 'red-baron-down':
      return `Doubles: the Red Baron is shot down and returns in ${e.turns} turns`;
    case 'civil-society':
      switch (e.result) {
        case 'riots':
          return `Suppressing ${name(e.tile)}: riots — the tile survives and a City falls into unrest`;
        case 'resistance':
          return `Suppressing ${name(e.tile)}: resistance — the tile is gone, but the Revolution gains ground`;
        case 'reward':
          return `Suppressing ${name(e.tile)}: reward — ${e.rm} RM from the spoils, and the tile is gone`;
      }
      break;
    case 'tageblatt':
      return `Berliner Tageblatt: ${e.die} + Turn ${e.turn} = ${e.result} (row ${e.rowMin === e.rowMax ? e.rowMin : `${e.rowMin}–${e.rowMax}`})`;
    case 'special-event':
      return `Special Event: ${SPECIAL_EVENT_BY_ID[e.event].name}`;
    case 'general-event':
      return `General Event: ${GENERAL_EVENT_NAMES[e.event]}`;
    case 'alliance':
      switch (e.entry) {
        case 'turkish-entry':
          return 'Ottoman Turkey is now a Central Power: the Near East phase is played this turn, even in Summer, and on every later non-Summer turn';
        case 'italian-entry':
          return 'Italy is now at war with the Central Powers: deployments into Italy take place and Italy may be attacked';
        case 'bulgarian-entry':
          return 'Bulgaria is now a Central Power: Serbia Outflanked lies in Serbia, so a Kaiserschlacht against Serbia becomes possible';
        case 'roumanian-entry':
          return `Roumania is now at war with ${e.armies} armies in its box; as long as one of them stands, ${name('hypothesis-z')} ` +
            `gives ${signed(e.drm)} to every attack made from Austria-Hungary`;
        case 'arab-revolt':
          return 'The Arab Revolt: the Arab Northern Army is face up and Palestine is open to British deployments';
        case 'us-entry':
          return `The USA is now at war. Over There: ${e.schedule.map((a) => (a.turn === null ? `${name(a.army)} never (after the last turn)` : `${name(a.army)} on Turn ${a.turn}`)).join(', ')}`;
      }
      break;
    case 'usa-at-war':
      return `The USA declares war on Germany on Turn ${e.turn}`;
    case 'us-diverted':
      return `France has surrendered: ${the(e.army)} goes to Italy instead`;
    case 'chain-reaction':
      return `Chain reaction: ${the(e.army)} replaces ${the(e.replaces)}`;
    case 'mutiny-ends':
      return `${cap(the(e.army))} holds the French line: the French Mutiny tile leaves the game`;
    case 'defeat-check':
      return `Defeat check: ${e.dice.join(' + ')} against ${e.unruhe} cities in Unruhe — ${e.success ? 'the front collapses' : 'it fizzles'}`;
    case 'surrender':
      return surrenderSentence(e.country);
    case 'game-over':
      return e.result === 'defeat' ? defeatSentence(e.front) : `Armistice Day: ${e.vp} VP — ${e.band}`;
    case 'note':
    case 'not-implemented':
      return e.text;
  }
  return '';
}

export function describeEvent(e: GameEvent): string {
  return `[${e.rule}] ${eventSentence(e)}`;
}
