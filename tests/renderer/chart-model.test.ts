// The Charts panel's model (renderer/charts/chart-model.ts): rows come from shared/data, and the marks pick
// the row or column that applies in hand-built views.
import { describe, it, expect } from 'vitest';
import { buildCharts, chartsForRule, cruisersInPlay, currentSpecialEvent, vpIfEndedNow, type Chart, type ChartId } from '../../renderer/charts/chart-model.js';
import { positionFrom, view, type BoardView } from '../../shared/engine/index.js';
import { applyGeneralEvent } from '../engine/engine-kit.js';
import { CRUISER_TABLE } from '../../shared/data/cruisers.js';
import { TAGEBLATT } from '../../shared/data/tageblatt.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { BRITISH_BOMBING, CIVIL_SOCIETY, NAVAL_BATTLE } from '../../shared/data/small-tables.js';
import { OVER_THERE } from '../../shared/data/over-there.js';
import { RESULT_BANDS } from '../../shared/data/victory.js';
import { SEA_AREAS } from '../../shared/data/board.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';

const base: BoardView = view(positionFrom({ seed: 1 }));

function chart(v: BoardView, id: ChartId): Chart {
  const c = buildCharts(v).find((x) => x.id === id);
  if (!c) throw new Error(`no chart ${id}`);
  return c;
}

const marked = (c: Chart, mark = 'now'): number[] => c.rows.flatMap((r, i) => (r.mark === mark ? [i] : []));

/** The view with the given boxes replacing (or adding to) the start position's. */
function withBoxes(v: BoardView, boxes: Record<string, string[]>): BoardView {
  const out: Record<string, string[]> = {};
  const moved = new Set(Object.values(boxes).flat());
  for (const [loc, ids] of Object.entries(v.boxes)) out[loc] = ids.filter((id) => !moved.has(id));
  return { ...v, boxes: { ...out, ...boxes } };
}

describe('chart rows come from shared/data', () => {
  it('the Cruisers table has a row per two-dice total and a column per Cruiser count (§9.1.2)', () => {
    const c = chart(base, 'cruisers');
    expect(c.rows.map((r) => r.cells[0])).toEqual(Object.keys(CRUISER_TABLE));
    expect(c.head).toHaveLength(1 + Object.keys(CRUISER_TABLE[2]).length);
    // §9.1.2 example: 11 with three Cruisers = 2a, 2c, 3; row 2 with two Cruisers is a bracketed 2b (§9.1.3).
    expect(c.rows[Object.keys(CRUISER_TABLE).indexOf('11')].cells[3]).toBe(CRUISER_TABLE[11][3].join(' '));
    expect(c.rows[0].cells[2]).toBe('[2b]');
  });

  it('the Tageblatt, Special Events and small tables list every printed row', () => {
    const t = chart(base, 'tageblatt');
    expect(t.rows).toHaveLength(TAGEBLATT.length);
    expect(t.rows[8].cells).toEqual(['17–18', 'Poison Gas', 'Roumanian Entry, Hinden-Luden']); // §7.1 example
    const s = chart(base, 'special-events');
    expect(s.rows.map((r) => r.cells[0])).toEqual(SPECIAL_EVENTS.map((e) => e.name));
    expect(s.rows[0].cells.slice(1)).toEqual(['−1', 'Serbia']); // Putnik, §10.2
    expect(s.rows[2].cells[1]).toBe('+2 on the first attack, +1 on the second'); // Poison Gas, R20
    expect(chart(base, 'naval-battle').rows.map((r) => r.cells[1])).toEqual(Object.values(NAVAL_BATTLE).map((r) => r.result));
    expect(chart(base, 'bombing').rows.map((r) => Number(r.cells[1]))).toEqual(Object.values(BRITISH_BOMBING));
    expect(chart(base, 'civil-society').rows[5].cells[2]).toBe(`+${CIVIL_SOCIETY[6].rm}`); // R29: +6 on a 6
    expect(chart(base, 'over-there').rows.map((r) => Number(r.cells[0]))).toEqual(OVER_THERE.map((o) => o.turnsAfterEntry));
    expect(chart(base, 'victory').rows).toHaveLength(RESULT_BANDS.length);
    expect(chart(base, 'sea-hauls').rows.map((r) => Number(r.cells[2]))).toEqual(SEA_AREAS.map((s) => s.haul));
  });

  it('no cell shows a tile id', () => {
    const ids = Object.keys(TILE_BY_ID).filter((id) => id.includes('-'));
    const text = buildCharts(base).flatMap((c) => [c.title, c.note, c.now, ...c.head, ...c.rows.flatMap((r) => r.cells)]).join('\n');
    expect(ids.filter((id) => text.includes(id))).toEqual([]);
  });
});

describe('the marks pick what applies now', () => {
  it('the Cruisers column is the number of Cruisers in the British Cruisers box (§9.1.2)', () => {
    for (const n of [1, 2, 3, 4]) {
      const inBox = ['cruiser-1', 'cruiser-2', 'cruiser-3', 'cruiser-4'].slice(0, n);
      const v = withBoxes(base, { 'british-cruisers-box': inBox, 'counter-tray': ['cruiser-1', 'cruiser-2', 'cruiser-3', 'cruiser-4'].slice(n) });
      expect(cruisersInPlay(v)).toBe(n);
      const c = chart(v, 'cruisers');
      expect(c.column).toBe(n);
      expect(c.head[c.column ?? 0]).toBe(n === 1 ? '1 Cruiser' : `${n} Cruisers`);
    }
    const none = withBoxes(base, { 'british-cruisers-box': [], 'counter-tray': ['cruiser-1', 'cruiser-2', 'cruiser-3', 'cruiser-4'] });
    expect(chart(none, 'cruisers').column).toBeNull();
  });

  it("this turn's Tageblatt row once rolled, the rows within a die's reach before (§7.1)", () => {
    const rolled = chart({ ...base, turn: 12, tageblattResult: 17 }, 'tageblatt');
    expect(marked(rolled)).toEqual([8]);
    expect(rolled.rows[8].cells[0]).toBe('17–18');
    const before = chart({ ...base, turn: 12, tageblattResult: null }, 'tageblatt');
    expect(marked(before)).toEqual([]);
    // 13 to 18: rows 13–14, 15–16, 17–18.
    expect(marked(before, 'reach').map((i) => before.rows[i].cells[0])).toEqual(['13–14', '15–16', '17–18']);
  });

  it('§7.1.2 the General Events that have happened are marked, and the rest listed as still to come', () => {
    const v = { ...base, generalEventsHappened: ['turkish-entry', 'french-tank-army'] };
    const c = chart(v, 'tageblatt');
    expect(c.rows[3].cells[2]).toBe('Turkish Entry (happened)'); // 7–8
    expect(c.rows[4].cells[2]).toBe('Turkish Entry (happened), Italian Entry'); // 9–10
    // §7.1.2.6: the Tank Army is the one that can come again.
    expect(c.rows[TAGEBLATT.length - 1].cells[2]).toBe('French Tank Army (happened; comes back if removed)');
    expect(c.now).toContain('General Events that have happened: Turkish Entry, French Tank Army.');
    const toCome = c.now.slice(c.now.indexOf('Still to come:'));
    expect(toCome).toContain('Italian Entry');
    expect(toCome).toContain('Nervenkrieg');
    expect(toCome).not.toContain('Turkish Entry');
    const none = chart(base, 'tageblatt');
    expect(none.rows.flatMap((r) => r.cells).some((x) => x.includes('happened)'))).toBe(false);
    expect(none.now).toContain('General Events that have happened: none yet.');
  });

  it('§8.6 §5.2.1 the Over There schedule: arrived armies done, the next one due marked, R5 never', () => {
    const v = {
      ...withBoxes(base, { france: ['usa-i'], 'calendar:21': ['usa-v'], 'calendar:22': ['usa-iv'], discarded: ['usa-vi'] }),
      status: { ...base.status, usa: 'war' },
    };
    const o = chart(v, 'over-there');
    expect(o.rows.map((r) => r.mark)).toEqual(['done', 'now', null, 'done']);
    expect(o.rows.map((r) => r.cells[4])).toEqual(['Arrived', 'Arrives on turn 21', 'Arrives on turn 22', 'Never arrives: too late for the war (R5)']);
    expect(o.now).toBe('On the Calendar now: USA V Corps on turn 21, USA IV Corps on turn 22.');
    const before = chart(base, 'over-there');
    expect(before.rows.map((r) => r.mark)).toEqual([null, null, null, null]);
    expect(before.rows[0].cells[4]).toBe('Waits for the USA to enter the war');
  });

  it('the Special Event whose box holds the marker (§7.1.1)', () => {
    const v = withBoxes(base, { 'special-events:mackensen': ['special-event'] });
    expect(currentSpecialEvent(v)?.name).toBe('Mackensen');
    expect(marked(chart(v, 'special-events'))).toEqual([SPECIAL_EVENTS.findIndex((e) => e.id === 'mackensen')]);
    const off = withBoxes(base, { 'counter-tray': ['special-event'] });
    expect(currentSpecialEvent(off)).toBeNull();
    expect(marked(chart(off, 'special-events'))).toEqual([]);
  });

  it('the VP of the position if the war ended now, and its §15.3 range', () => {
    const v = { ...base, vpIfEndedNow: { base: 30, epArmies: -12, turkey: 10, eastAfrica: 0, ruhe: 1, civilSociety: 0 } };
    expect(vpIfEndedNow(v)).toBe(29);
    const c = chart(v, 'victory');
    expect(marked(c).map((i) => c.rows[i].cells[0])).toEqual(['20 to 29']);
    expect(c.now).toContain('29 Victory Points');
    const high = chart({ ...v, vpIfEndedNow: { base: 30, turkey: 10, civilSociety: 25 } }, 'victory');
    expect(marked(high)).toEqual([0]);
  });

  it('US armies waiting on the Calendar (§5.2.1) and ships at sea (§9.1.1)', () => {
    const v = withBoxes(base, { 'calendar:18': ['usa-i'], 'sea:4': ['blockade-runner-1', 'cruiser-1'] });
    const o = chart(v, 'over-there');
    expect(marked(o)).toEqual([0]);
    expect(o.now).toContain('turn 18');
    const s = chart(v, 'sea-hauls');
    expect(marked(s).map((i) => s.rows[i].cells[0])).toEqual(['4']);
    expect(s.rows[SEA_AREAS.findIndex((a) => a.id === '4')].cells[4]).toBe('Blockade Runner 1, British Cruiser 1');
  });

  it('the Air Superiority box the marker stands on (§9.3)', () => {
    const c = chart({ ...base, air: { box: 3, german: true } }, 'air');
    expect(marked(c).map((i) => c.rows[i].cells[0])).toEqual(['D-Type Fighters']);
    expect(c.now).toContain('Germany holds the skies');
  });

  it('bombing says who holds the skies (§9.5, R24)', () => {
    expect(chart({ ...base, air: { box: 1, german: true } }, 'bombing').now).toContain('one die');
    expect(chart({ ...base, air: { box: 2, german: false } }, 'bombing').now).toContain('two dice');
  });
});

describe('the view carries what the charts need', () => {
  it('tageblattResult is this turn\'s roll only after it is made (§7.1)', () => {
    const st = positionFrom({ seed: 1, turn: 5, flags: { lastTageblatt: 9 } });
    st.phase = 6; // Naval/Air Warfare: after the Tageblatt phase
    expect(view(st).tageblattResult).toBe(9);
    st.phase = 3; // Entente Attack: last turn's roll
    expect(view(st).tageblattResult).toBeNull();
  });

  it('generalEventsHappened is the engine\'s own record of the §7.1.2 events, not the log', () => {
    expect(view(positionFrom({ seed: 1 })).generalEventsHappened).toEqual([]);
    const st = positionFrom({ seed: 1, turn: 9, flags: { generalEvents: ['turkish-entry', 'italian-entry'] } });
    expect(view(st).generalEventsHappened).toEqual(['turkish-entry', 'italian-entry']);
    // The real rule records it the first time only (§7.1.2): a second Italian Entry adds nothing.
    applyGeneralEvent(st, 'bulgarian-entry');
    applyGeneralEvent(st, 'italian-entry');
    expect(view(st).generalEventsHappened).toEqual(['turkish-entry', 'italian-entry', 'bulgarian-entry']);
    expect(chart(view(st), 'tageblatt').rows[5].cells[2]).toBe('Turkish Entry (happened), Italian Entry (happened), Bulgarian Entry (happened)');
  });

  it('vpIfEndedNow is the §15.3 count of the position: one EP army fewer in a Country is one VP more (①)', () => {
    const start = view(positionFrom({ seed: 1 }));
    const oneBack = view(positionFrom({ seed: 1, tiles: { 'fr-2': 'france-reserves' } }));
    expect(vpIfEndedNow(oneBack)).toBe(vpIfEndedNow(start) + 1);
    expect(oneBack.vpIfEndedNow.epArmies).toBe((start.vpIfEndedNow.epArmies ?? 0) + 1);
  });

  it('the rules help of a decision finds its chart', () => {
    expect(chartsForRule('§9.1.1')[0]).toBe('cruisers'); // runner placement
    expect(chartsForRule('§9.1.7')).toEqual(['sea-hauls']); // Turkish smugglers
    expect(chartsForRule('§8.6')).toEqual(['over-there']);
    expect(chartsForRule('§15.2')).toEqual(['victory']);
    expect(chartsForRule('§12.5')).toEqual([]);
  });
});
