import { describe, it, expect } from 'vitest';
import { CALENDAR, LAST_TURN, TURN_CHITS, chitDef, turnDef } from '../../shared/data/index.js';
import type { Letter } from '../../shared/data/index.js';
import { components } from './components-json.js';

const turnsWith = (pred: (t: (typeof CALENDAR)[number]) => boolean) => CALENDAR.filter(pred).map((t) => t.turn);
const withEvent = (id: string) => turnsWith((t) => (t.events as readonly string[]).includes(id));

describe('calendar (§2.3, §5.3, §6.2.3, §9.3, §12.1)', () => {
  it('§2.3: 27 turns, index 0 = Turn 1, turnDef(n) = CALENDAR[n-1], LAST_TURN = 27 (R5)', () => {
    expect(CALENDAR).toHaveLength(27);
    expect(LAST_TURN).toBe(27);
    CALENDAR.forEach((t, i) => {
      expect(t.turn).toBe(i + 1);
      expect(turnDef(i + 1)).toBe(t);
    });
    expect(() => turnDef(0)).toThrow(RangeError);
    expect(() => turnDef(28)).toThrow(RangeError);
  });

  it('§2.3: labels, months, years, seasons and air thresholds equal components.json calendar.turns', () => {
    components.calendar.turns.forEach((j, i) => {
      const t = CALENDAR[i]!;
      expect(t.label).toBe(j.label);
      expect(t.months).toBe(j.months);
      expect(t.year).toBe(j.year);
      expect(t.season).toBe(j.season);
      expect(t.airThreshold, `turn ${j.turn}`).toBe(j.airSuperiorityThreshold);
    });
  });

  it('R6: Turn 17 needs 4 or less (the §9.3 example); otherwise JF 1, MA 2, MJ 3, JA 4, SO 5, ND 6, Aug 1914 4', () => {
    expect(turnDef(17).airThreshold).toBe(4);
    const pattern: Record<string, number> = { Aug: 4, JF: 1, MA: 2, MJ: 3, JA: 4, SO: 5, ND: 6 };
    for (const t of CALENDAR) {
      if (t.turn !== 17) expect(t.airThreshold, `turn ${t.turn}`).toBe(pattern[t.label.split(' ')[0]!]);
    }
  });

  it('§12.1: summers are Turns 1, 6, 7, 12, 13, 18, 19, 24, 25 (18 Near East turns remain)', () => {
    expect(turnsWith((t) => t.season === 'summer')).toEqual([1, 6, 7, 12, 13, 18, 19, 24, 25]);
  });

  it('§6.2.3: winters are Turns 4, 10, 15 (ND 1916), 16, 22', () => {
    expect(turnsWith((t) => t.season === 'winter')).toEqual([4, 10, 15, 16, 22]);
  });

  it('§5.3: Marne on 2, Trenches on 3, Zeppelins on 4, Gallipoli? on 5, 10, 15, 20, 25, Convoy Success on 23', () => {
    expect(withEvent('miracle-of-the-marne')).toEqual([2]);
    expect(withEvent('trenches')).toEqual([3]);
    expect(withEvent('zeppelins')).toEqual([4]);
    expect(withEvent('gallipoli')).toEqual([5, 10, 15, 20, 25]);
    expect(withEvent('convoy-success')).toEqual([23]);
    // Same as components.json ('gallipoli?' there; turn-1 and turn-27 notes are not Calendar Events).
    const ids = { 'gallipoli?': 'gallipoli' } as Record<string, string>;
    components.calendar.turns.forEach((j, i) => {
      const expected = j.events
        .map((e) => ids[e.id] ?? e.id)
        .filter((id) => id !== 'turn-chit-1-preplaced' && id !== 'armistice-day-after-turn');
      expect(CALENDAR[i]!.events).toEqual(expected);
    });
  });
});

describe('turn chits (§5.4, §6.1)', () => {
  it('§5.4, §6.1: all 28 chits equal components.json turnChits (letters and icons)', () => {
    expect(TURN_CHITS).toHaveLength(28);
    components.turnChits.forEach((j, i) => {
      const c = TURN_CHITS[i]!;
      const n = (icon: string) => j.icons.filter((x) => x === icon).length;
      expect(c.number).toBe(j.number);
      expect(chitDef(j.number)).toBe(c);
      expect(c.deploy, `chit ${j.number}`).toEqual(j.deploy);
      expect(c.stars).toBe(n('socialist-star'));
      expect(c.shamrock).toBe(n('irish-shamrock') > 0);
      expect(c.senussi).toBe(n('senussi-islam-symbol') > 0);
      expect(c.tombstone).toBe(n('franz-joseph-tombstone') > 0);
      expect(c.typhus).toBe(n('serb-typhus-bug') > 0);
      expect(c.randomOffensives).toBe(n('random-offensive-die'));
    });
    expect(() => chitDef(29)).toThrow(RangeError);
  });

  it('§6.1 example: chit 18 deploys exactly B F L U I', () => {
    expect(chitDef(18).deploy).toEqual(['B', 'F', 'L', 'U', 'I']);
  });

  it('§6.1: every chit lists its letters in BFLUIS order, each at most once', () => {
    const order = 'BFLUIS';
    for (const c of TURN_CHITS) {
      const idx = c.deploy.map((l) => order.indexOf(l));
      expect(idx).toEqual([...new Set(idx)].sort((a, b) => a - b));
    }
  });

  it('§6.1: letter totals are B 18, F 18, L 16, U 17, I 17, S 14', () => {
    const totals: Record<Letter, number> = { B: 0, F: 0, L: 0, U: 0, I: 0, S: 0 };
    for (const c of TURN_CHITS) for (const l of c.deploy) totals[l] += 1;
    expect(totals).toEqual({ B: 18, F: 18, L: 16, U: 17, I: 17, S: 14 });
    expect(totals).toEqual(components.turnChitsMeta.letterTotals);
  });

  it('§5.4.2–§5.4.6: shamrock on 9, Senussi on 8, tombstone on 17, typhus on 5, dice on 23/25/27 and three on 28', () => {
    const where = (pred: (c: (typeof TURN_CHITS)[number]) => boolean) => TURN_CHITS.filter(pred).map((c) => c.number);
    expect(where((c) => c.shamrock)).toEqual([9]);
    expect(where((c) => c.senussi)).toEqual([8]);
    expect(where((c) => c.tombstone)).toEqual([17]);
    expect(where((c) => c.typhus)).toEqual([5]);
    expect(where((c) => c.randomOffensives > 0)).toEqual([23, 25, 27, 28]);
    expect(chitDef(28).randomOffensives).toBe(3);
    expect(chitDef(28).deploy).toEqual([]);
  });

  it('§5.4.1: stars on chits 2, 4, 10, 19, 21, one each', () => {
    expect(TURN_CHITS.filter((c) => c.stars > 0).map((c) => c.number)).toEqual([2, 4, 10, 19, 21]);
    expect(Math.max(...TURN_CHITS.map((c) => c.stars))).toBe(1);
  });
});
