// Issue 15, "The charts": the small tables mark what applies now. British Bombing shows each row's chance under
// the skies as they are (R24: two dice, the lower counts, under Entente skies), checked face by face against the
// real rule; the naval battle marks the chances against the Cruisers the High Seas Fleet meets (R23); Civil
// Society says how many of its tiles stand in Germany now (§11.3, §15.3).
import { describe, expect, it } from 'vitest';
import { buildCharts, rowChances, type Chart, type ChartId } from '../../renderer/charts/chart-model.js';
import { chance, copyState, percentText, sameChance, view, type BoardView } from '../../shared/engine/index.js';
import { britishBombing, takeEvents } from '../engine/engine-kit.js';
import { AIR_TRACK } from '../../shared/data/board.js';
import { BRITISH_BOMBING, NAVAL_BATTLE } from '../../shared/data/small-tables.js';
import { CIVIL_SOCIETY_IDS } from '../../shared/data/tiles.js';
import { board } from '../engine/helpers.js';
import { airWar } from '../engine/positions.js';
import { allFaces } from '../engine/odds/enumerate.js';

function chart(v: BoardView, id: ChartId): Chart {
  const c = buildCharts(v).find((x) => x.id === id);
  if (!c) throw new Error(`no chart ${id}`);
  return c;
}

const FACES = Object.keys(BRITISH_BOMBING).map(Number);

describe('issue 15: the small tables mark what applies now', () => {
  it.each([['germany', 1, 2], ['entente', 2, 3]] as const)('§9.5 R24 British Bombing under %s skies: %i dice, the marked column = the real rule', (holder, dice, column) => {
    const box = AIR_TRACK.findIndex((b) => b.holder === holder);
    const st = airWar(20, box, 12);
    const c = chart(view(st), 'bombing');
    expect(c.column).toBe(column);
    // Each dice sequence through the real rule: the row it reads is the lower die (R24).
    const counts = new Map<number, number>();
    for (const seq of allFaces(dice)) {
      const probe = copyState(st);
      probe.forced.dice = [...seq];
      takeEvents();
      britishBombing(probe);
      const e = takeEvents().find((x) => x.type === 'bombing');
      if (e === undefined || e.type !== 'bombing' || e.bomber !== 'british-bombers') throw new Error('no British bombing');
      expect(e.dice).toEqual(seq);
      const row = Math.min(...e.dice);
      expect(e.rmLost).toBe(BRITISH_BOMBING[row]);
      counts.set(row, (counts.get(row) ?? 0) + 1);
    }
    const said = rowChances(FACES, dice);
    FACES.forEach((face, i) => {
      expect(sameChance(said[i], chance(counts.get(face) ?? 0, 6 ** dice)), `row ${face}`).toBe(true);
      expect(c.rows[i].cells[column]).toBe(percentText(said[i]));
    });
  });

  it('§9.1.5 R23 the naval battle marks the chances against the Cruisers in the Fleet\'s sea area', () => {
    const fleetIn = (cruisers: string[]): Chart => {
      const st = board({ turn: 5, tiles: { 'high-seas-fleet': 'sea:2b', ...Object.fromEntries(cruisers.map((id) => [id, 'sea:2b'])) } });
      return chart(view(st), 'naval-battle');
    };
    const none = fleetIn([]);
    expect(none.column).toBeNull();
    const one = fleetIn(['cruiser-1']);
    expect(one.head[one.column ?? 0]).toBe('Chance against one Cruiser');
    const two = fleetIn(['cruiser-1', 'cruiser-2']);
    expect(two.head[two.column ?? 0]).toBe('Chance against two');
    // The lower of two dice: a 1 in 11 of 36 pairs, a 6 in 1.
    const faces = Object.keys(NAVAL_BATTLE).map(Number);
    expect(two.rows.map((r) => r.cells[4])).toEqual(rowChances(faces, 2).map(percentText));
    expect(two.rows[0].cells[4]).toBe('31 %');
    expect(two.rows[5].cells[4]).toBe('3 %');
    expect(one.rows.every((r) => r.cells[3] === '17 %')).toBe(true);
  });

  it('§11.3 §15.3 Civil Society: each face a sixth, and how many tiles stand in Germany now', () => {
    const st = board({ turn: 5, tiles: { [CIVIL_SOCIETY_IDS[0]]: 'discarded' } });
    const c = chart(view(st), 'civil-society');
    expect(c.rows.map((r) => r.cells[3])).toEqual(['17 %', '17 %', '17 %', '17 %', '17 %', '17 %']);
    const left = CIVIL_SOCIETY_IDS.filter((id) => st.loc[id] === 'germany').length;
    expect(left).toBe(CIVIL_SOCIETY_IDS.length - 1);
    expect(c.now).toBe(`${left} Civil Society tiles in Germany now, each +5 VP at the Armistice (§15.3).`);
  });
});
