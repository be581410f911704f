// §15.1 surrenders and §12.7 the Turkish surrender, called directly.
import { describe, it, expect } from 'vitest';
import { board, freshState } from './helpers.js';
import { strengthOf, turkeyStatus, countryActive, franceSurrendered, italyStatus } from '../../shared/engine/core/board.js';
import { takeEvents } from '../../shared/engine/core/events.js';
import { surrenderCountry, surrenderRoumania, surrenderRussia, surrenderTurkey } from '../../shared/engine/rules/surrender.js';

describe('§12.7 Turkish surrender', () => {
  it('§12.7 the Ottoman Surrender tile goes into Turkey; Serbs and AAO switch to their second strength (§2.4)', () => {
    const st = board({ tiles: { 'neutral-ottoman': 'counter-tray' } });
    expect(strengthOf(st, 'srb-1')).toBe(3);
    takeEvents();
    surrenderTurkey(st, '§5.3.1');
    expect(st.loc['surrender-ottoman']).toBe('ottoman-turkey');
    expect(turkeyStatus(st)).toBe('surrendered');
    expect(strengthOf(st, 'srb-1')).toBe(4);
    expect(strengthOf(st, 'aao-1')).toBe(4);
    expect(takeEvents()).toContainEqual({ type: 'surrender', rule: '§5.3.1', country: 'ottoman-turkey' });
    // A second call changes nothing.
    surrenderTurkey(st, 'R33');
    expect(takeEvents().some((e) => e.type === 'surrender')).toBe(false);
  });
});

describe('§15.1 Country surrenders', () => {
  it('§15.1.2 France: the Surrender tile; France takes no deployments and no attacks', () => {
    const st = freshState();
    surrenderCountry(st, 'france', '§15.1');
    expect(st.loc['surrender-france']).toBe('france');
    expect(franceSurrendered(st)).toBe(true);
    expect(countryActive(st, 'france')).toBe(false);
  });

  it('§15.1.3 Italy: the Surrender tile', () => {
    const st = board({ tiles: { 'neutral-italy': 'counter-tray' } });
    surrenderCountry(st, 'italy', '§15.1');
    expect(italyStatus(st)).toBe('surrendered');
  });

  it('§15.1.1 Britain never surrenders', () => {
    const st = freshState();
    expect(() => surrenderCountry(st, 'belgium', '§15.1')).toThrow();
  });

  it('§15.1.5 Russia with Turkey surrendered: all Russians gone, the "A" units stay out, Kemal discarded', () => {
    const st = board({ tiles: { 'surrender-ottoman': 'ottoman-turkey', 'neutral-ottoman': 'counter-tray', kemal: 'armenia' } });
    surrenderRussia(st, '§15.1');
    expect(st.loc['rus-turkestan']).toBe('discarded');
    expect(st.loc['rus-6']).toBe('discarded');
    expect(st.loc['am-1-rifles']).toBe('counter-tray');
    expect(st.loc['kemal']).toBe('discarded');
    expect(countryActive(st, 'ukraine')).toBe(false);
  });

  it('§15.1.5 Russia with Turkey still neutral (decision): the "A" units wait in Yerevan, none in Armenia', () => {
    const st = freshState();
    surrenderRussia(st, '§15.1');
    for (const a of ['am-1-rifles', 'am-2-rifles', 'assyrians', 'dunsterforce']) expect(st.loc[a]).toBe('yerevan');
    expect(st.loc['rus-caucasus']).toBe('discarded');
  });

  it('§8.4 Roumania: the Surrender tile; Hypothesis Z leaves the game', () => {
    const st = board({ tiles: { 'neutral-roumania': 'counter-tray', 'hypothesis-z': 'austria-hungary' } });
    surrenderRoumania(st, 'R3');
    expect(st.loc['surrender-roumania']).toBe('roumania');
    expect(st.loc['hypothesis-z']).toBe('discarded');
  });
});
