// The tricky labels one by one: where a target stands, a decline that says what it refuses, prices by rule.
import { describe, expect, it } from 'vitest';
import { newGame, view } from '../../shared/engine/index.js';
import {
  actionLabel, breakdownRows, choiceLabels, defeatWords, headerLine, phaseTitle, seaAreaName, statusWords, theTile, vpRangeShort, vpRangeWords,
} from '../../shared/labels/index.js';
import { RUN, sourceRuns, words } from '../renderer/help-sources.js';

const boxes = { france: ['fr-5', 'trenches-1'], belgium: ['border-forts-1', 'gb-bef'], 'sea:3': ['cruiser-2'], 'counter-tray': ['u-boats-2'], mesopotamia: ['ind-a'] };

describe('action labels say what and where, in printed names', () => {
  it('an attack names its target with its Country and how it is paid (§10.1, §11.1)', () => {
    expect(actionLabel({ type: 'attack', target: 'trenches-1', pay: 'rm' }, { boxes })).toBe('Attack the Trenches in France (1 RM)');
    expect(actionLabel({ type: 'attack', target: 'border-forts-1', pay: 'krupp' }, { boxes })).toBe('Attack the Border Forts in Belgium (1 Krupp)');
    expect(actionLabel({ type: 'attack', target: 'fr-5' }, { boxes, kind: 'defeat:city-attack' })).toBe('Attack the French 5th Army in France (free)');
    expect(actionLabel({ type: 'attack', target: 'ind-a' }, { boxes, kind: 'near-east:attack' })).toBe('Attack the Indian Expeditionary Force A in Mesopotamia (1 Lira)');
  });

  it('without the board a label still names the tile, never its id', () => {
    expect(actionLabel({ type: 'attack', target: 'fr-5', pay: 'rm' })).toBe('Attack the French 5th Army (1 RM)');
  });

  it('runners and the High Seas Fleet go to a sea area by its water and printed number (§9.1.1, §9.1.4)', () => {
    expect(actionLabel({ type: 'place-runner', runner: 'blockade-runner-2', area: '2a' })).toBe('Send Blockade Runner 2 to the Adriatic (2a)');
    expect(actionLabel({ type: 'place-hsf', area: '4' })).toBe('Place the High Seas Fleet in the North Sea (4)');
    expect(seaAreaName('1b')).toBe('the Aegean (1b)');
  });

  it('banking says what is kept and what goes by rail (§14.1, R30)', () => {
    expect(actionLabel({ type: 'bank', keep: 1, railway: false })).toBe('Keep 1 RM for next turn');
    expect(actionLabel({ type: 'bank', keep: 0, railway: false })).toBe('Keep no RM');
    expect(actionLabel({ type: 'bank', keep: 1, railway: true })).toBe('Keep 1 RM for next turn, and send 1 RM to Turkey by rail');
  });

  it('decline, done and pay say what they refuse, end or buy, by the decision asked', () => {
    expect(actionLabel({ type: 'decline' }, { kind: 'hsf-placement' })).toBe('Keep the High Seas Fleet in port');
    expect(actionLabel({ type: 'decline' }, { kind: 'air-research' })).toBe('Roll without research');
    expect(actionLabel({ type: 'done' }, { kind: 'cp-attack' })).toBe('End the Central Powers Attack Phase');
    expect(actionLabel({ type: 'pay' }, { kind: 'irish-rising' })).toBe('Pay 1 RM to back the Irish rising');
  });

  it('the Red Baron’s attack is priced by who holds the skies (§10.1.1)', () => {
    const fr = { boxes: { france: ['fr-2'] } };
    expect(actionLabel({ type: 'red-baron', target: 'fr-2' }, { ...fr, germanSkies: true })).toBe('The Red Baron attacks the French 2nd Army in France (1 RM)');
    expect(actionLabel({ type: 'red-baron', target: 'fr-2' }, { ...fr, germanSkies: false })).toBe('The Red Baron attacks the French 2nd Army in France (2 RM)');
  });

  it('a Kaiserschlacht shows how its price is made up (§10.7)', () => {
    expect(actionLabel({ type: 'kaiserschlacht', country: 'france', rm: 1, krupp: 2, kaisertreu: 0 })).toBe('Launch a Kaiserschlacht against France (1 RM + 2 Krupp)');
  });

  it('a U-Boat not yet built is said to be so; a Cruiser at sea is named with its area (§8.6, §9.6)', () => {
    expect(actionLabel({ type: 'discard-u-boat', tile: 'u-boats-2' }, { boxes })).toBe('Remove U-Boats 2 (not yet built) from the game');
    expect(actionLabel({ type: 'zeppelin-naval', cruiser: 'cruiser-2' }, { boxes })).toBe('Zeppelin raid: bomb British Cruiser 2 in the North Sea (3)');
  });

  it('articles: proper names and numbered tiles go without one', () => {
    expect(theTile('dunsterforce')).toBe('Dunsterforce');
    expect(theTile('city-berlin')).toBe('Berlin');
    expect(theTile('civil-society-2')).toBe('the Free Press');
    expect(theTile('cruiser-1')).toBe('British Cruiser 1');
  });

  it('the first prompt of a campaign has one label per action, each from the board as shown', () => {
    const st = newGame({ seed: 3, options: {} });
    const v = view(st);
    if (v.prompt === null) throw new Error('no prompt');
    expect(choiceLabels(v.prompt, v)).toHaveLength(v.prompt.actions.length);
  });
});

describe('the header and the status in words', () => {
  it('phases read as the rulebook heads them (§4.0–§14.0)', () => {
    expect(phaseTitle('naval-air')).toBe('Naval/Air Warfare Phase');
    expect(phaseTitle('cp-attack')).toBe('Central Powers (CP) Attack Phase');
  });

  it('the header gives the turn with its months, the season and the phase', () => {
    const v = view(newGame({ seed: 3, options: {} }));
    expect(headerLine(v)).toMatch(/^Turn 1 · August 1914 · Summer: no Near East Phase · [A-Z][^·]* Phase/);
  });

  it('each power’s standing is a sentence', () => {
    const v = view(newGame({ seed: 3, options: {} }));
    expect(statusWords(v.status)).toContain('Turkey is neutral');
    expect(statusWords(v.status)).toContain('The USA is neutral');
  });
});

describe('R39: the City choices after a fizzled Defeat', () => {
  it('read as what they do', () => {
    expect(actionLabel({ type: 'unrest-another' })).toBe('Move another City into Unruhe');
    expect(actionLabel({ type: 'stop-unrest' })).toBe('Stop: no more Cities');
    expect(actionLabel({ type: 'give-up-attack' })).toBe("Give up this City's attack");
  });
});

describe('the end in words (§15.2, §15.3)', () => {
  it('every item of the count says what it counts and its rule, never the engine key', () => {
    const rows = breakdownRows({ base: 30, epArmies: -26, turkey: 10, eastAfrica: 5, ruhe: 8, civilSociety: 15 });
    expect(rows.map((r) => r.label)).toEqual([
      'Victory Points to start from (§15.3 ①)',
      'EP armies in the six Countries and Roumania (§15.3 ①)',
      'Ottoman Turkey still at war (§15.3 ②)',
      'German East Africa still German (§15.3 ③)',
      'Cities in Ruhe (§15.3 ④)',
      'Civil Society tiles still in Germany (§15.3 ⑤)',
    ]);
    expect(breakdownRows({ roll: 5, unruhe: 4 }).map((r) => r.label).join(' ')).toMatch(/§15\.2.*§15\.2/);
  });

  it('§15.2 the Defeat screen shows its dice as dice, not like Victory Points (issue 32)', () => {
    const rows = breakdownRows({ roll: 9, unruhe: 11 });
    expect(rows.map((r) => `${r.label}: ${r.shown}`)).toEqual([
      'The Defeat roll, two dice with no DRM (§15.2): 9 on two dice',
      'Cities in Unruhe: the Defeat roll had to show (§15.2): 11 or less',
    ]);
    expect(rows.some((r) => r.shown.startsWith('+'))).toBe(false);
    expect(breakdownRows({ base: 30, epArmies: -26, turkey: 0 }).map((r) => r.shown)).toEqual(['+30', '−26', '0']);
  });

  it('the §15.3 ranges are the rulebook’s, with its names only where it prints one', () => {
    expect(vpRangeShort(65)).toBe('§15.3: 65 or more, Weltgeschichtlicher Sieg');
    expect(vpRangeShort(64)).toBe('§15.3: 60 to 64');
    expect(vpRangeShort(50)).toBe('§15.3: 50 to 59');
    expect(vpRangeShort(49)).toBe('§15.3: 40 to 49');
    expect(vpRangeShort(30)).toBe('§15.3: 30 to 39');
    expect(vpRangeShort(29)).toBe('§15.3: 20 to 29, Peace without honor');
    expect(vpRangeShort(19)).toBe('§15.3: 19 or less, Collapse');
    expect(vpRangeShort(-12)).toBe('§15.3: 19 or less, Collapse');
    expect(vpRangeWords(22)).toMatch(/^§15\.3, 20 to 29 VP — Peace without honor: .{40,}\.$/);
  });

  it('the ranges are told in our own words: no 8 words in a row from the rulebook', () => {
    const runs = sourceRuns();
    for (const vp of [70, 62, 55, 45, 35, 25, 10]) {
      const w = words(vpRangeWords(vp));
      for (let i = 0; i + RUN <= w.length; i++) expect(runs.has(w.slice(i, i + RUN).join(' ')), vpRangeWords(vp)).toBe(false);
    }
  });

  it('a Defeat names the front that broke', () => {
    expect(defeatWords({ turn: 14, front: 'italy' })).toBe('The front in Italy collapsed on turn 14, and the home front with it.');
  });
});
