// §8 Alliances phase: it reports the entries the Tageblatt brought this turn (R17) and changes nothing itself.
import { describe, it, expect } from 'vitest';
import { board, freshState, runPhase } from './helpers.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { describeEvent } from '../../shared/engine/core/log.js';

/** The phase's reports: an `alliance` event per entry, or the one `skipped` line when nobody entered. */
function notes(ev: GameEvent[]): { rule: string; text: string }[] {
  return ev.flatMap((e) => (e.type === 'alliance' || e.type === 'skipped' ? [{ rule: e.rule, text: describeEvent(e) }] : []));
}

describe('§8 Alliances phase', () => {
  it('§8 with no entry this turn: one note, and the board is unchanged', () => {
    const st = freshState();
    const before = JSON.stringify(st.loc);
    const ev = runPhase(st, 'alliances');
    expect(notes(ev)).toHaveLength(1);
    expect(notes(ev)[0].rule).toBe('§8');
    expect(ev.some((e) => e.type === 'move')).toBe(false);
    expect(JSON.stringify(st.loc)).toBe(before);
    expect(st.stack).toEqual([]);
  });

  it('§8.1 §8.2 §8.3 R17: the Tageblatt entries of this turn are reported in order, without moving anything', () => {
    const st = board({ turn: 6 });
    runPhase(st, 'tageblatt', [5]); // 11: Turkey, Italy, Bulgaria
    const before = JSON.stringify(st.loc);
    const ev = runPhase(st, 'alliances');
    expect(notes(ev).map((n) => n.rule)).toEqual(['§8.1', '§8.2', '§8.3']);
    expect(JSON.stringify(st.loc)).toBe(before);
  });

  it('§8.4 Roumanian entry is reported with its three armies and Hypothesis Z!', () => {
    const st = board({ turn: 15 });
    st.f.generalEvents.push('hinden-luden');
    runPhase(st, 'tageblatt', [3]);
    const ev = runPhase(st, 'alliances');
    const n = notes(ev);
    expect(n.map((x) => x.rule)).toEqual(['§8.4']);
    expect(n[0].text).toContain('3 armies');
    expect(n[0].text).toContain('-1');
    expect(ev.find((e) => e.type === 'alliance')).toMatchObject({ entry: 'roumanian-entry', armies: 3, drm: -1 });
  });

  it('§8.5 §8.6 the Arab Revolt and the US entry are reported with the Over There turns', () => {
    const st = board({ turn: 17 });
    st.f.generalEvents.push('siegfried-line', 'german-bombers');
    runPhase(st, 'tageblatt', [6]); // 23: Siegfried Line, US Entry, German Bombers, Arab Revolt
    const ev = runPhase(st, 'alliances');
    const n = notes(ev);
    expect(n.map((x) => x.rule)).toEqual(['§8.6', '§8.5']);
    expect(ev.find((e) => e.type === 'alliance' && e.entry === 'us-entry')).toMatchObject({ schedule: expect.arrayContaining([{ army: 'usa-i', turn: 18 }]) });
    expect(n[0].text).toContain('USA I Corps on Turn 18');
    expect(n[0].text).toContain('USA VI Corps on Turn 23');
  });

  it('§8 entries of an earlier turn are not reported again', () => {
    const st = board({ turn: 6 });
    runPhase(st, 'tageblatt', [1]); // 7: Turkey
    st.turn = 7;
    runPhase(st, 'tageblatt', [1]); // 8: Turkey again — nothing new
    const n = notes(runPhase(st, 'alliances'));
    expect(n.map((x) => x.rule)).toEqual(['§8']);
  });
});
