// tableById: the tables read by changing keys (ARMY_BY_ID, ARMY_INDEX, TILE_BY_ID) as hash tables (issue 15).
import { describe, it, expect } from 'vitest';
import { tableById } from '../../shared/data/table-by-id.js';
import { ARMIES, ARMY_BY_ID, ARMY_INDEX, TILES, TILE_BY_ID } from '../../shared/data/tiles.js';

describe('tableById', () => {
  it('finds every entry by its id, keeps their order and inherits no names', () => {
    const table = tableById([['b', 2], ['a', 1]]);
    expect(table.a).toBe(1);
    expect(Object.keys(table)).toEqual(['b', 'a']);
    expect(table['constructor']).toBeUndefined();
    expect(table['toString']).toBeUndefined();
  });

  it('holds every army and tile of the data, by id, in roster order (R1)', () => {
    expect(Object.keys(ARMY_BY_ID)).toEqual(ARMIES.map((a) => a.id));
    expect(Object.keys(TILE_BY_ID)).toEqual(TILES.map((t) => t.id));
    ARMIES.forEach((a, i) => {
      expect(ARMY_BY_ID[a.id]).toBe(a);
      expect(ARMY_INDEX[a.id]).toBe(i);
    });
    for (const t of TILES) expect(TILE_BY_ID[t.id]).toBe(t);
  });
});
