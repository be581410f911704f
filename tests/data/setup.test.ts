import { describe, it, expect } from 'vitest';
import { SETUP, TILES, TILE_BY_ID, TURN_CHIT_IDS, LIRA_CHIT_IDS, CITY_IDS } from '../../shared/data/index.js';
import { components } from './components-json.js';

const MULTI_KINDS = new Set([
  'cruiser',
  'blockade-runner',
  'u-boats',
  'civil-society',
  'askari',
  'border-forts',
  'trenches',
  'pink-socialist-revolution',
  'lira-chit',
  'turn-chit',
  'city',
]);

/** A tile id reduced to its components.json id (numbered tiles lose their suffix; cities become 'city'). */
function baseOf(id: string): string {
  if (id.startsWith('city-')) return 'city';
  const base = id.replace(/-\d+$/, '');
  return MULTI_KINDS.has(base) ? base : id;
}

/** Parses a components.json placement entry ("city x11", "cruiser (3)", "turn-chit #2-#28", "ana (face-down)"). */
function parseEntry(entry: string): [string, number] {
  const times = /^(\S+) x(\d+)$/.exec(entry);
  if (times) return [times[1]!, Number(times[2])];
  const range = /^(\S+) #(\d+)-#(\d+)$/.exec(entry);
  if (range) return [range[1]!, Number(range[3]) - Number(range[2]) + 1];
  const single = /^(\S+) #\d+$/.exec(entry);
  if (single) return [single[1]!, 1];
  const counted = /^(\S+) \((\d+)\)$/.exec(entry);
  if (counted) return [counted[1]!, Number(counted[2])];
  return [baseOf(entry.replace(/ \(.*\)$/, '')), 1];
}

function tilesAt(location: string): string[] {
  return TILES.filter((t) => SETUP[t.id] === location).map((t) => t.id);
}

describe('setup (§3.2, R37)', () => {
  it('§3.2: every one of the 176 tiles has a starting location, and SETUP has no other keys', () => {
    for (const t of TILES) expect(SETUP[t.id], t.id).toBeTypeOf('string');
    expect(Object.keys(SETUP).sort()).toEqual(TILES.map((t) => t.id).sort());
  });

  it('§3.1 §3.2: each location holds the tiles of components.json setup.placements; the rest stay on the Counter Tray', () => {
    const listed = new Set<string>();
    for (const [location, entries] of Object.entries(components.setup.placements)) {
      const expected: Record<string, number> = {};
      for (const entry of entries) {
        const [base, count] = parseEntry(entry);
        expected[base] = (expected[base] ?? 0) + count;
      }
      const actual: Record<string, number> = {};
      for (const id of tilesAt(location)) {
        actual[baseOf(id)] = (actual[baseOf(id)] ?? 0) + 1;
        listed.add(id);
      }
      expect(actual, location).toEqual(expected);
    }
    expect(components.setup.unlistedTilesStayOn).toBe('counter-tray'); // §3.1
    for (const t of TILES) if (!listed.has(t.id)) expect(SETUP[t.id], t.id).toBe('counter-tray');
  });

  it('§3.2: each army starts where components.json tiles.armies says (tray = counter-tray)', () => {
    for (const a of components.tiles.armies) {
      const start = a.start === 'tray' ? 'counter-tray' : a.start.replace(/ \(.*\)$/, '');
      expect(SETUP[a.id], a.id).toBe(start);
    }
  });

  it('§6.1.2, §10.5.1: Belgium holds be-army, gb-bef, gb-1 and border-forts-1; gb-2 waits on the counter tray', () => {
    expect(tilesAt('belgium')).toEqual(['be-army', 'gb-bef', 'gb-1', 'border-forts-1']);
    expect(tilesAt('belgium-reserves')).toEqual(['gb-3', 'gb-4', 'ott-britain']);
    expect(SETUP['gb-2']).toBe('counter-tray');
  });

  it('§3.2: France holds border-forts-2 and France in Danger; rus-6 starts in Lithuania Reserves', () => {
    expect(tilesAt('france')).toEqual(['fr-2', 'fr-3', 'border-forts-2', 'pink-france-in-danger']);
    expect(SETUP['rus-6']).toBe('lithuania-reserves');
    expect(SETUP['rus-10']).toBe('lithuania-reserves');
    expect(SETUP['neutral-italy']).toBe('italy');
    expect(SETUP['ott-aao']).toBe('counter-tray');
  });

  it('R37: Indians A, B, C in India, D with Askari 1 in German East Africa; Askari 2 on the tray', () => {
    expect(tilesAt('india')).toEqual(['ind-a', 'ind-b', 'ind-c']);
    expect(tilesAt('german-east-africa')).toEqual(['ind-d', 'askari-1']);
    expect(SETUP['askari-2']).toBe('counter-tray');
  });

  it('R37: Blockade Runner 1 active, 2–4 in Neutral Ports; Cruiser 1 in its box, 2–4 in the chit cup (§4.2)', () => {
    expect(tilesAt('blockade-runners-box')).toEqual(['blockade-runner-1']);
    expect(tilesAt('neutral-ports')).toEqual(['blockade-runner-2', 'blockade-runner-3', 'blockade-runner-4']);
    expect(tilesAt('british-cruisers-box')).toEqual(['cruiser-1']);
    for (const id of ['cruiser-2', 'cruiser-3', 'cruiser-4']) expect(SETUP[id]).toBe('chit-cup');
  });

  it('§4.0: Turn Chit #1 on Turn 1, #2–#28 in the chit cup; Lira chits in the Lira cup (§12.5)', () => {
    expect(SETUP['turn-chit-1']).toBe('calendar:1');
    for (const id of TURN_CHIT_IDS.slice(1)) expect(SETUP[id]).toBe('chit-cup');
    expect(tilesAt('chit-cup')).toHaveLength(30);
    for (const id of LIRA_CHIT_IDS) expect(SETUP[id]).toBe('lira-cup');
  });

  it('R4, §5.4.1, §11.1, §11.2: RM, Lira and the Revolution marker on Omnibus 0, Kaisertreu 3, Krupp 5', () => {
    expect(tilesAt('omnibus:0')).toEqual(['pink-socialist-revolution-1', 'rm-coin', 'lira-coin']);
    expect(SETUP['pink-socialist-revolution-2']).toBe('counter-tray');
    expect(SETUP['kaisertreu']).toBe('omnibus:3');
    expect(SETUP['krupp']).toBe('omnibus:5');
    expect(SETUP['air-superiority']).toBe('air:0');
  });

  it('§8.5, §11.3, §12.6.1, §15.2: ANA in Palestine, HSF and Civil Society in Germany, Armenians, Cities in Ruhe', () => {
    expect(SETUP['ana']).toBe('palestine');
    expect(tilesAt('germany')).toEqual(['high-seas-fleet', 'civil-society-1', 'civil-society-2', 'civil-society-3']);
    expect(tilesAt('armenia')).toEqual(['armenians']);
    for (const id of CITY_IDS) expect(SETUP[id]).toBe('ruhe');
    expect(tilesAt('yerevan')).toEqual(['rus-caucasus', 'rus-cossacks', 'rus-kars', 'rus-turkestan']);
    for (const id of ['neutral-bulgaria', 'neutral-roumania', 'neutral-ottoman']) {
      expect(SETUP[id]).toBe(id.replace('neutral-', '').replace('ottoman', 'ottoman-turkey'));
    }
    expect(TILE_BY_ID['gb-mef']).toBeDefined();
    expect(SETUP['gb-mef']).toBe('counter-tray');
  });
});
