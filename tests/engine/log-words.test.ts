// Issue #11 §3: the log is written from the events in our own words, with printed names. Whole campaigns (the
// golden ones replayed with their events, and greedy and random games with the optional rules) are described
// line by line; no sentence may show a tile id, a location id, an event id or an action type.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, replaySteps, type GameEvent, type Options } from '../../shared/engine/index.js';
import { takeEvents, type Skip } from '../../shared/engine/core/events.js';
import { describeEvent } from '../../shared/engine/core/log.js';
import { PHASES } from '../../shared/engine/core/turn.js';
import { TILES } from '../../shared/data/tiles.js';
import { SETUP } from '../../shared/data/setup.js';
import { COUNTRIES, OMNIBUS, SEA_AREAS, THEATERS, AIR_TRACK } from '../../shared/data/board.js';
import { CALENDAR, LAST_TURN } from '../../shared/data/calendar.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { TAGEBLATT } from '../../shared/data/tageblatt.js';
import { placeName } from '../../shared/data/names.js';
import { greedyPolicy, randomPolicy } from '../../tools/policy.js';
import { RUN, sourceRuns, words } from '../renderer/help-sources.js';

/** Every location the engine uses, built from shared/data. */
function locationIds(): string[] {
  const out = new Set<string>(Object.values(SETUP));
  for (const c of COUNTRIES) out.add(c.id).add(c.reserves);
  for (const t of THEATERS) out.add(t.id).add(t.reserves);
  for (const a of SEA_AREAS) out.add(`sea:${a.id}`);
  for (const e of SPECIAL_EVENTS) out.add(`special-events:${e.id}`);
  for (let n = 0; n <= OMNIBUS.max; n++) out.add(`omnibus:${n}`);
  for (const b of AIR_TRACK) out.add(`air:${b.box}`);
  for (let t = 1; t <= LAST_TURN; t++) out.add(`calendar:${t}`);
  for (const id of ['omnibus:explosion', 'calendar:hundred-days', 'discarded', 'counter-tray', 'roumania', 'gallipoli', 'ireland', 'senussi-revolt', 'unruhe']) out.add(id);
  return [...out];
}

interface Campaign {
  readonly name: string;
  readonly lines: string[];
}

/** One campaign played to its end by a policy, every event described. */
function played(name: string, seed: number, options: Partial<Options>, policy: ReturnType<typeof greedyPolicy>, actionTypes: Set<string>): Campaign {
  takeEvents();
  const st = newGame({ seed, options });
  const events: GameEvent[] = takeEvents();
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    for (const a of p.actions) actionTypes.add(a.type);
    actTrusted(st, policy(st, p));
    events.push(...takeEvents());
  }
  return { name, lines: events.map(describeEvent) };
}

const actionTypes = new Set<string>();
const campaigns: Campaign[] = [];
const goldenDir = new URL('../golden/', import.meta.url);
for (const file of readdirSync(goldenDir).filter((f) => f.endsWith('.json')).sort()) {
  const g = JSON.parse(readFileSync(new URL(file, goldenDir), 'utf8')) as { seed: number; options: Partial<Options>; actions: { type: string }[] };
  for (const a of g.actions) actionTypes.add(a.type);
  const run = replaySteps(g.seed, g.options, g.actions);
  campaigns.push({ name: file, lines: run.steps.flat().map(describeEvent) });
}
const OPTIONS: readonly Partial<Options>[] = [{}, { hundredDays: true, indiansTwice: true }, { removeCruisers: 2 }];
for (let seed = 1; seed <= 6; seed++) {
  const options = OPTIONS[seed % OPTIONS.length];
  campaigns.push(played(`greedy ${seed}`, seed, options, greedyPolicy(seed), actionTypes));
  campaigns.push(played(`random ${seed}`, 100 + seed, options, randomPolicy(seed), actionTypes));
}

/**
 * Ids that are also plain English words a sentence may use ("the attack fails", "nothing is done"); sea area
 * designations ("sea area 2b") are printed on the map. Every other id is a leak wherever it stands as a word.
 */
const ENGLISH = new Set(['attack', 'done', 'decline', 'pay', 'draw', 'accept', 'declare', 'bomb', 'suppress', 'bank', 'reroll', 'discarded', 'alliances', 'industrial', 'trenches']);
const PRINTED = new Set<string>(SEA_AREAS.map((a) => a.id));

function forbiddenIds(): string[] {
  const ids = new Set<string>([...TILES.map((t) => t.id), ...locationIds(), ...actionTypes]);
  for (const e of SPECIAL_EVENTS) ids.add(e.id);
  for (const row of TAGEBLATT) for (const g of row.general) ids.add(g);
  for (const p of PHASES) ids.add(p.id);
  for (const t of CALENDAR) for (const e of t.events) ids.add(e);
  return [...ids].filter((id) => !ENGLISH.has(id) && !PRINTED.has(id) && !/^\d+$/.test(id));
}

/** One of every skipped line (the compiler insists on each kind): many never come up in the campaigns above. */
const SKIPS: { readonly [K in Skip['skip']]: Extract<Skip, { skip: K }> } = {
  'agitation-exploded': { skip: 'agitation-exploded', chit: 4 },
  'agitation-no-rm': { skip: 'agitation-no-rm', chit: 4, cost: 1 },
  'irish-no-army': { skip: 'irish-no-army', chit: 9 },
  'irish-no-rm': { skip: 'irish-no-rm', chit: 9, cost: 1 },
  'senussi-no-army': { skip: 'senussi-no-army', chit: 12 },
  'senussi-no-rm': { skip: 'senussi-no-rm', chit: 12, cost: 2 },
  'typhus-no-army': { skip: 'typhus-no-army' },
  'offensive-not-at-war': { skip: 'offensive-not-at-war', country: 'italy' },
  'deploy-not-at-war': { skip: 'deploy-not-at-war', country: 'italy', ordered: '§6.1' },
  'deploy-reserves-empty': { skip: 'deploy-reserves-empty', country: 'serbia', ordered: '§5.4.6' },
  'limit-not-chit': { skip: 'limit-not-chit', limit: 'u-boats', source: 'us-assistance', country: 'france' },
  'ott-alpine-winter': { skip: 'ott-alpine-winter', country: 'italy' },
  'trenches-not-at-war': { skip: 'trenches-not-at-war', country: 'france' },
  'convoy-no-u-boat': { skip: 'convoy-no-u-boat' },
  'gallipoli-turkey-not-at-war': { skip: 'gallipoli-turkey-not-at-war', status: 'neutral' },
  'gallipoli-evacuated': { skip: 'gallipoli-evacuated' },
  'kemal-gone': { skip: 'kemal-gone' },
  'zeppelin-in-service': { skip: 'zeppelin-in-service' },
  'no-turn-chit': { skip: 'no-turn-chit' },
  'first-turn-no-draw': { skip: 'first-turn-no-draw' },
  'no-runner': { skip: 'no-runner' },
  'hsf-no-north-sea-runner': { skip: 'hsf-no-north-sea-runner' },
  'no-cruiser-patrol': { skip: 'no-cruiser-patrol' },
  'no-naval-battle': { skip: 'no-naval-battle', area: '2c' },
  'air-roll-not-needed': { skip: 'air-roll-not-needed' },
  'german-bombers-no-target': { skip: 'german-bombers-no-target' },
  'zeppelin-no-raid': { skip: 'zeppelin-no-raid' },
  'red-baron-no-target': { skip: 'red-baron-no-target' },
  'us-army-never': { skip: 'us-army-never', army: 'usa-vi' },
  'place-of-execution-france-out': { skip: 'place-of-execution-france-out' },
  'place-of-execution-done': { skip: 'place-of-execution-done' },
  'spanish-flu-last-army': { skip: 'spanish-flu-last-army', country: 'belgium' },
  'diaz-nothing': { skip: 'diaz-nothing' },
  'general-event-again': { skip: 'general-event-again', event: 'us-entry' },
  'tank-army-france-out': { skip: 'tank-army-france-out' },
  'tank-army-in-france': { skip: 'tank-army-in-france' },
  'nervenkrieg-no-effect': { skip: 'nervenkrieg-no-effect' },
  'hinden-luden-removed': { skip: 'hinden-luden-removed' },
  'no-entry': { skip: 'no-entry' },
  'near-east-neutral': { skip: 'near-east-neutral' },
  'near-east-summer': { skip: 'near-east-summer' },
  'askari-no-rm': { skip: 'askari-no-rm', cost: 1 },
  'askari-no-pursuer': { skip: 'askari-no-pursuer' },
  'palestine-closed': { skip: 'palestine-closed' },
  'theater-reserves-empty': { skip: 'theater-reserves-empty', theater: 'mesopotamia' },
  'kut-holds': { skip: 'kut-holds' },
  'lira-cup-empty': { skip: 'lira-cup-empty' },
  'ottoman-no-attack': { skip: 'ottoman-no-attack', lira: 0, reason: 'no-lira' },
  'usa-already-at-war': { skip: 'usa-already-at-war' },
  'armenians-usa-at-war': { skip: 'armenians-usa-at-war' },
  'no-u-boat-to-remove': { skip: 'no-u-boat-to-remove' },
  'no-city-in-ruhe': { skip: 'no-city-in-ruhe' },
  'city-attack-given-up': { skip: 'city-attack-given-up', city: 'city-berlin' },
  'unrest-stopped': { skip: 'unrest-stopped', moved: 2 },
};

/** Events the campaigns above rarely or never bring (a Kaiserschlacht, a French Mutiny roll, a Zeppelin naval raid…). */
const RARE: readonly GameEvent[] = [
  ...Object.values(SKIPS).map((skip): GameEvent => ({ type: 'skipped', rule: '§3.0', ...skip })),
  { type: 'kaiserschlacht', rule: '§10.7', country: 'lithuania', outcome: 'launched' },
  { type: 'kaiserschlacht', rule: '§10.7', country: 'lithuania', outcome: 'failed' },
  { type: 'attack', rule: '§10.7', kind: 'kaiserschlacht', target: 'rus-1', paid: [{ what: 'rm', amount: 2 }, { what: 'krupp', amount: 2 }], roll: 4, drm: -1, strength: 2, success: true },
  { type: 'drm', rule: '§10.2', target: 'it-1', total: 0, sources: [{ source: 'poison-gas', value: 2, rule: '§10.2.1' }, { source: 'hypothesis-z', value: -1, rule: '§8.4' }, { source: 'kaiserschlacht', value: -1, rule: '§10.7' }] },
  { type: 'drm', rule: '§9.3', target: null, total: -1, sources: [{ source: 'air-research', value: -1, rule: '§9.3' }] },
  { type: 'check', rule: '§6.2.1', check: 'french-mutiny', roll: 3, need: { faces: [5, 6] }, success: false },
  { type: 'check', rule: '§6.2.2', check: 'siegfried-line', roll: 6, need: { faces: [5, 6] }, success: true },
  { type: 'zeppelin-raid', rule: 'R25', raid: 'naval', target: 'cruiser-2', roll: 6, need: { faces: [4, 5, 6] }, success: true },
  { type: 'zeppelin-raid', rule: 'R25', raid: 'supply', target: null, roll: 2, need: { faces: [5, 6] }, success: false },
  { type: 'ship-damaged', rule: 'R25', ship: 'cruiser-2', area: '3', by: ['zeppelin'] },
  { type: 'sinking', rule: 'R23', ship: 'high-seas-fleet', area: '4', by: ['cruiser-1', 'cruiser-3'] },
  { type: 'us-diverted', rule: 'R15', army: 'usa-v' },
  { type: 'tank-absorbs', rule: 'R38', target: 'fr-2', by: 'red-baron' },
  { type: 'surrender', rule: '§15.1', country: 'serbia' },
  { type: 'surrender', rule: '§15.1', country: 'russia' },
  { type: 'move', rule: '§8.6', tile: 'u-boats-2', from: 'counter-tray', to: 'discarded' },
];

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the log says what happened in words (issue #11 §3)', () => {
  const ids = forbiddenIds().sort((a, b) => b.length - a.length);
  // An id counts where it stands as a whole word: not inside a longer word, a name or another id.
  const pattern = new RegExp(`(?<![\\w:-])(?:${ids.map(escape).join('|')})(?![\\w:-])`);

  it('several whole campaigns were described (goldens, greedy and random games with the optional rules)', () => {
    expect(campaigns.length).toBeGreaterThanOrEqual(16);
    expect(actionTypes.size).toBeGreaterThanOrEqual(30);
    for (const c of campaigns) expect(c.lines.length, c.name).toBeGreaterThan(100);
  });

  it('no sentence shows a tile id, a location id, an event id or an action type', () => {
    const leaks: string[] = [];
    for (const c of [...campaigns, { name: 'rare events', lines: RARE.map(describeEvent) }]) {
      for (const line of c.lines) {
        const m = pattern.exec(line);
        if (m) leaks.push(`${c.name}: "${m[0]}" in ${line}`);
      }
    }
    expect([...new Set(leaks)].slice(0, 20)).toEqual([]);
  });

  it('every sentence starts with its rule and reads whole (nothing undefined, unknown or unnamed)', () => {
    const bad: string[] = [];
    for (const c of [...campaigns, { name: 'rare events', lines: RARE.map(describeEvent) }]) {
      for (const line of c.lines) {
        if (!/^\[(§\d+(\.\d+)*|R\d+)\] \S/.test(line) || /undefined|NaN|\[object|unknown tile|unnamed box/.test(line)) bad.push(line);
      }
    }
    expect([...new Set(bad)].slice(0, 20)).toEqual([]);
  });

  it('the sentences are our own: none shares 8 words in a row with the rulebook or the component sheet', () => {
    const runs = sourceRuns();
    const copied = new Set<string>();
    for (const c of [...campaigns, { name: 'rare events', lines: RARE.map(describeEvent) }]) {
      for (const line of new Set(c.lines)) {
        const w = words(line.replace(/^\[[^\]]+\]/, ''));
        for (let i = 0; i + RUN <= w.length; i++) if (runs.has(w.slice(i, i + RUN).join(' '))) copied.add(line);
      }
    }
    expect([...copied]).toEqual([]);
  });

  it('every location the engine uses has a printed name', () => {
    for (const id of locationIds()) {
      const name = placeName(id);
      expect(name, id).not.toBe('an unnamed box');
      expect(pattern.test(name), `${id}: ${name}`).toBe(false);
    }
  });
});
