// Issue #14: tiles printed with a number are told apart on the board by it ("Runner 2", never "Blockade .").
import { describe, expect, it } from 'vitest';
import { ASKARI_IDS, CRUISER_IDS, RUNNER_IDS, TILES, TRENCH_IDS, UBOAT_IDS } from '../../shared/data/tiles.js';
import { shortName } from '../../renderer/board/tile-look.js';

describe('short names on the tiles', () => {
  it('the Blockade Runners are numbered on their tiles', () => {
    expect(RUNNER_IDS.map(shortName)).toEqual(['Runner 1', 'Runner 2', 'Runner 3', 'Runner 4']);
  });

  it('every numbered tile of one kind shows its own number', () => {
    for (const ids of [RUNNER_IDS, CRUISER_IDS, UBOAT_IDS, ASKARI_IDS, TRENCH_IDS]) {
      const names = ids.map(shortName);
      expect(new Set(names).size, names.join(', ')).toBe(ids.length);
      names.forEach((n, i) => expect(n.endsWith(` ${i + 1}`), n).toBe(true));
    }
  });

  it('no short name is longer than a tile holds or ends in a cut-off word', () => {
    for (const t of TILES) {
      const n = shortName(t.id);
      expect(n.length, t.id).toBeLessThanOrEqual(10);
      expect(n, t.id).not.toMatch(/ \.$/);
    }
  });

  it('names a cut would break read as whole words', () => {
    expect(['border-forts-1', 'pink-italy-in-danger', 'pink-serbia-outflanked', 'pink-socialist-revolution-2'].map(shortName))
      .toEqual(['Forts', 'In Danger', 'Outflanked', 'Revolution']);
  });
});
