// Issue 32, the table companion: every die the rules ask of the player comes with its need in words: which dice,
// for which rule (the prompt's rule), what the roll must show and what each result would do. Fuzzed companion
// campaigns (a random player, several optional rules) meet the engine's roll kinds; each question met must carry
// a need sentence after the instruction, and no id.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actTrusted, newGame, prompt, type Options } from '../../shared/engine/index.js';
import { takeEvents } from './engine-kit.js';
import { greedyPolicy, randomPolicy } from '../../tools/policy.js';
import { leaks } from '../labels/leaks.js';
import {
  facesWords, higherLeftNeed, lowerLeftNeed, onFacesNeed, perFaceNeed, totalAtMostNeed, totalAtMostSum, totalsLeftNeed, totalsSum,
} from '../../shared/engine/rules/roll-needs.js';
import type { GameEvent } from '../../shared/engine/core/events.js';
import { NAVAL_BATTLE } from '../../shared/data/small-tables.js';
import { facesIn, spanOf, wordsFor } from './roll-words-kit.js';

/** The instruction, then the need as a sentence of its own. */
const WITH_NEED = /^(.+): roll (\d) (?:die|dice)(?: and enter (?:it|the first)|; .+, enter the \w+)\. ([A-Z0-9].+)\.$/;

/** Every dice question met in one companion campaign: its rule and text. */
function questions(seed: number, options: Partial<Options>): { rule: string; text: string }[] {
  takeEvents();
  const st = newGame({ seed, options: { ...options, myDice: true, myChits: true } });
  const policy = randomPolicy(seed);
  const out: { rule: string; text: string }[] = [];
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    if (p.kind === 'enter-dice') out.push({ rule: p.rule, text: p.text });
    actTrusted(st, policy(st, p));
    takeEvents();
  }
  return out;
}

const OPTIONS: readonly Partial<Options>[] = [{}, { hundredDays: true, indiansTwice: true }, { removeCruisers: 2 }];
const met = new Map<string, string[]>();
for (let seed = 1; seed <= 60; seed++) {
  for (const q of questions(500 + seed, OPTIONS[seed % OPTIONS.length])) {
    const kind = `${q.rule} ${WITH_NEED.exec(q.text)?.[1]?.replace(/\d+|the .+|(on|over|of) .+/g, '') ?? q.text}`;
    met.set(kind, [...(met.get(kind) ?? []), q.text]);
  }
}
const all = [...met.values()].flat();

describe('the table companion says what each roll needs (issue 32)', () => {
  it('fuzzed companion campaigns meet the engine\'s many roll kinds', () => {
    const rules = new Set([...met.keys()].map((k) => k.split(' ')[0]));
    // Attacks, the Tageblatt, the Cruisers, the skies, the Near East, the Zeppelin's return and the Defeat at least.
    for (const r of ['§7.1', '§9.1.2', '§9.3', '§10.1', '§12.4', '§9.6.1', '§15.2']) expect(rules, r).toContain(r);
    expect(rules.size).toBeGreaterThanOrEqual(12);
    if (process.env.SHOW_KINDS) console.log([...met.keys()].sort().join('\n'));
  });

  it('every question met names its dice and says what it needs and what each result does, in plain words', () => {
    const bare = all.filter((t) => !WITH_NEED.test(t));
    expect(bare).toEqual([]);
    expect(leaks('roll question', [...new Set(all)])).toEqual([]);
    expect(all.filter((t) => /undefined|NaN|\[object/.test(t))).toEqual([]);
  });

  it('every roll the rules make passes its need words (the rarer ones too: Bombers, the Irish, the Over the Top checks)', () => {
    const dir = 'shared/engine/rules';
    const calls: string[] = [];
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const text = readFileSync(`${dir}/${file}`, 'utf8');
      for (const m of text.matchAll(/\brollDic?e\(st,[^;]*;/g)) calls.push(`${file}: ${m[0]}`);
    }
    expect(calls.length).toBeGreaterThanOrEqual(26);
    expect(calls.filter((c) => !/\bneeds\b|asksRoll\(st\)/.test(c))).toEqual([]);
  });

  it('§7.1: the Tageblatt question says the die plus the turn picks the row', () => {
    const tageblatt = met.get('§7.1 Berliner Tageblatt')!;
    expect(tageblatt[0]).toBe('Berliner Tageblatt: roll 1 die and enter it. The die plus the turn (1) picks the row of the Tageblatt table, 2 to 7.');
  });

  it('the words of faces and tables read as the rules print them', () => {
    expect(facesWords([6])).toBe('a 6');
    expect(facesWords([5, 6])).toBe('a 5 or 6');
    expect(facesWords([4, 5, 6])).toBe('4 to 6');
    expect(facesWords([1, 2, 4, 5, 6])).toBe('1, 2 or 4 to 6');
    expect(onFacesNeed([5, 6], 'it hits', 'it misses')).toBe('a 5 or 6: it hits; anything else: it misses');
    expect(perFaceNeed((f) => (f <= 2 ? 'lose 2 RM' : f < 6 ? 'lose 1 RM' : 'nothing'))).toBe('a 1 or 2: lose 2 RM; 3 to 5: lose 1 RM; a 6: nothing');
    expect(totalAtMostNeed(3, 'the USA enters the war', 'it stays neutral')).toBe('a total of 3 or less: the USA enters the war; more: it stays neutral');
  });

  it('two summed dice, entered one at a time: after the first, only the totals still possible (§12.6.1, §15.2, §12.3)', () => {
    const usa = totalAtMostSum(3, 'the USA enters the war', 'it stays neutral');
    if (typeof usa !== 'function') throw new Error('summed dice words are written from the dice entered');
    expect(usa([])).toBe('a total of 3 or less: the USA enters the war; more: it stays neutral');
    expect(usa([1])).toBe('now a total of 2 to 7: 2 or 3: the USA enters the war; 4 to 7: it stays neutral');
    expect(usa([2])).toBe('now a total of 3 to 8: 3: the USA enters the war; 4 to 8: it stays neutral');
    expect(usa([4])).toBe('now a total of 5 to 10: it stays neutral, whatever the second die shows');
    const askari = totalsSum([12], 'an Askari is beaten', 'the Askari hold'); // R34
    if (typeof askari !== 'function') throw new Error('summed dice words are written from the dice entered');
    expect(askari([6])).toBe('now a total of 7 to 12: 7 to 11: the Askari hold; 12: an Askari is beaten');
    expect(askari([5])).toBe('now a total of 6 to 11: the Askari hold, whatever the second die shows');
    expect(totalsLeftNeed(3, (t) => (t <= 5 ? 'Germany falls' : 'the Defeat fizzles'))).toBe('now a total of 4 to 9: 4 or 5: Germany falls; 6 to 9: the Defeat fizzles');
  });

  it('every second die of a summed roll met in the fuzzed campaigns lists only the totals the first die leaves', () => {
    const summed = /^(§9\.1\.2|§12\.3|§12\.6\.1|§15\.2) /;
    const seconds = [...met].filter(([kind]) => summed.test(kind)).flatMap(([, texts]) => texts).filter((t) => /the first is \d/.test(t));
    expect(seconds.length).toBeGreaterThan(0);
    const rules = new Set([...met].filter(([kind, texts]) => summed.test(kind) && texts.some((t) => /the first is/.test(t))).map(([kind]) => kind.split(' ')[0]));
    expect([...rules].sort()).toEqual(['§12.3', '§12.6.1', '§15.2', '§9.1.2']);
    for (const t of seconds) {
      const first = Number(/the first is (\d)/.exec(t)![1]);
      expect(t).toContain(`enter the second. Now a total of ${first + 1} to ${first + 6}: `);
    }
  });
});

// ── Two dice, one of them counts (issue 32's follow-up) ───────────────────────────────────────────────

/** A second die asked where one die counts (§9.5, §9.1.5: the lower; §10.1.1: doubles or the higher), with what followed. */
interface SecondDie {
  readonly rule: string;
  readonly text: string;
  readonly first: number;
  readonly second: number;
  readonly events: readonly GameEvent[];
}

const ONE_COUNTS = /^(§9\.5|§9\.1\.5|§10\.1\.1)$/;

/** Every such second die in one greedy companion campaign (the greedy player meets the Bombers and the Baron). */
function secondDice(seed: number): SecondDie[] {
  takeEvents();
  const st = newGame({ seed, options: { myDice: true, myChits: true } });
  const policy = greedyPolicy(seed);
  const out: SecondDie[] = [];
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const action = policy(st, p);
    const first = /the first is (\d), enter the second/.exec(p.text);
    actTrusted(st, action);
    const events = takeEvents();
    if (p.kind === 'enter-dice' && ONE_COUNTS.test(p.rule) && first !== null && action.type === 'enter-die') {
      out.push({ rule: p.rule, text: p.text, first: Number(first[1]), second: action.face, events });
    }
  }
  return out;
}

const seconds: SecondDie[] = [];
for (let seed = 1; seed <= 20; seed++) seconds.push(...secondDice(700 + seed));

/** The results a first die leaves: the lower die 1 to first; the higher die first to 6 (after a 1: 2 to 6). */
function resultsLeft(rule: string, first: number): number[] {
  const lower = rule !== '§10.1.1';
  return [1, 2, 3, 4, 5, 6].filter((f) => (lower ? f <= first : f >= Math.max(first, 2)));
}

/** What a Major Naval Battle row's words must say (R23), by the row the engine read. */
const NAVAL_WORDS: Record<(typeof NAVAL_BATTLE)[number]['effect'], RegExp> = {
  'hsf-discarded': /^the High Seas Fleet is sunk$/,
  'hsf-to-calendar': /^the Fleet (goes \d turns ahead, to Turn \d+|leaves the game .+R5\))$/,
  none: /^a skirmish, nothing happens$/,
  'cruiser-to-calendar': /^British Cruiser \d (goes \d turns ahead, to Turn \d+|leaves the game .+R5\))$/,
  'cruiser-to-cup': /^British Cruiser \d goes back into the Chit Cup$/,
};

/** Checks the words of one second die against what the engine did with the pair. */
function checkAgainstPlay(d: SecondDie): void {
  const at = `${d.rule} ${d.first}, ${d.second}: ${d.text}`;
  if (d.rule === '§9.5') {
    const bombing = d.events.find((e) => e.type === 'bombing' && e.bomber === 'british-bombers');
    if (bombing?.type !== 'bombing' || bombing.bomber !== 'british-bombers') throw new Error(`no bombing after ${at}`);
    expect(Math.min(...bombing.dice), at).toBe(Math.min(d.first, d.second));
    const said = wordsFor(d.text, Math.min(d.first, d.second));
    if (bombing.rmLost === 0) expect(said, at).toBe('no loss');
    else expect(said, at).toMatch(new RegExp(`^(Germany loses ${bombing.rmLost} RM|Germany loses \\d RM, all it has \\(R4\\)|no loss)$`));
  } else if (d.rule === '§9.1.5') {
    const battle = d.events.find((e) => e.type === 'naval-battle');
    if (battle?.type !== 'naval-battle') throw new Error(`no battle after ${at}`);
    expect(battle.roll, at).toBe(Math.min(d.first, d.second));
    expect(wordsFor(d.text, battle.roll), at).toMatch(NAVAL_WORDS[NAVAL_BATTLE[battle.roll].effect]);
  } else {
    const attack = d.events.find((e) => e.type === 'attack' && e.kind === 'red-baron');
    if (attack?.type !== 'attack') throw new Error(`no Red Baron attack after ${at}`);
    if (d.first === d.second) {
      expect(d.events.some((e) => e.type === 'red-baron-down'), at).toBe(true);
      expect(d.text, at).toMatch(new RegExp(`; doubles \\(a second ${d.first}\\): the attack fails and the Red Baron (goes ${d.first} turns? ahead, to Turn \\d+|leaves the game .+R5\\))\\.$`));
    } else {
      expect(attack.roll, at).toBe(Math.max(d.first, d.second));
      expect(wordsFor(d.text, attack.roll), at).toMatch(attack.success ? /^the attack wins and / : /^the attack fails$/);
    }
  }
}

describe('two dice of which one counts, entered one at a time (issue 32\'s follow-up)', () => {
  it('§9.5 R24, §9.1.5 R23: after the first die, the lower dice still possible, grouped where they agree', () => {
    const rm = (f: number): string => (f <= 2 ? 'Germany loses 2 RM' : f < 6 ? 'Germany loses 1 RM' : 'no loss');
    expect(lowerLeftNeed(1, rm)).toBe('now the lower die is a 1: Germany loses 2 RM, whatever the second die shows');
    expect(lowerLeftNeed(2, rm)).toBe('now the lower die is a 1 or 2: Germany loses 2 RM, whatever the second die shows');
    expect(lowerLeftNeed(4, rm)).toBe('now the lower die is 1 to 4: 1 or 2: Germany loses 2 RM; 3 or 4: Germany loses 1 RM');
    expect(lowerLeftNeed(6, rm)).toBe('now the lower die is 1 to 6: 1 or 2: Germany loses 2 RM; 3 to 5: Germany loses 1 RM; 6: no loss');
  });

  it('§10.1.1 R26: after the first die, the higher dice still possible (a 1 leaves 2 to 6), and doubles', () => {
    const attack = (f: number): string => (f >= 5 ? 'it wins' : 'it fails');
    expect(higherLeftNeed(1, attack, 'he goes 1 turn ahead')).toBe('now the higher die is 2 to 6, or doubles: 2 to 4: it fails; 5 or 6: it wins; doubles (a second 1): he goes 1 turn ahead');
    expect(higherLeftNeed(5, attack, 'he goes 5 turns ahead')).toBe('now the higher die is a 5 or 6, or doubles: 5 or 6: it wins; doubles (a second 5): he goes 5 turns ahead');
    expect(higherLeftNeed(6, attack, 'he goes 6 turns ahead')).toBe('now the higher die is a 6, or doubles: 6: it wins; doubles (a second 6): he goes 6 turns ahead');
  });

  it('every such second die met in fuzzed companion campaigns names each result the first die leaves, once, and says what the engine then did', () => {
    expect(new Set(seconds.map((d) => d.rule))).toEqual(new Set(['§9.5', '§9.1.5', '§10.1.1']));
    for (const d of seconds) {
      expect(d.text, d.text).toContain(`; the first is ${d.first}, enter the second. Now the ${d.rule === '§10.1.1' ? 'higher' : 'lower'} die is `);
      expect(spanOf(d.text), d.text).toEqual(resultsLeft(d.rule, d.first));
      // Each result named once: the groups (or the one "whatever" result) cover the span exactly.
      const body = /die is [^:]+: (.+)\.$/.exec(d.text)![1];
      if (!body.endsWith('whatever the second die shows')) {
        const named = body.split('; ').map((g) => g.split(': ')[0]).filter((g) => !g.startsWith('doubles')).flatMap(facesIn);
        expect(named.sort((a, b) => a - b), d.text).toEqual(resultsLeft(d.rule, d.first));
      }
      checkAgainstPlay(d);
    }
    expect(leaks('second die', [...new Set(seconds.map((d) => d.text))])).toEqual([]);
  });
});
