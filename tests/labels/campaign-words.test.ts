// Issue #14, "Plain words everywhere": every label of every legal action, every prompt, header, status and
// log line of several whole seeded campaigns (greedy and random players, with the optional rules) is in
// printed names: no tile id, action type or phase id, nothing undefined, and no two choices alike.
import { describe, expect, it } from 'vitest';
import {
  ACTION_TYPES, actTrusted, describeEvent, newGame, prompt, view, type Options,
} from '../../shared/engine/index.js';
import { takeEvents } from '../engine/engine-kit.js';
import { choiceLabels, headerLine, promptLine, statusWords } from '../../shared/labels/index.js';
import { greedyPolicy, randomPolicy, type Policy } from '../../tools/policy.js';
import { leakIn, leaks } from './leaks.js';

interface Seen {
  readonly name: string;
  readonly labels: string[];
  readonly prompts: string[];
  readonly headers: string[];
  readonly log: string[];
  /** Every choice's odds in words: the button's short words and the tooltip's (and the terminal's) line. */
  readonly odds: string[];
  /** Prompts whose choices read alike (two buttons with one label). */
  readonly alike: string[];
  /** A decline, done or pay that fell back to its bare word: its decision has no words of its own. */
  readonly bare: string[];
}

const typesSeen = new Set<string>();
const kindsSeen = new Set<string>();

function play(name: string, seed: number, options: Partial<Options>, policy: Policy): Seen {
  takeEvents();
  const st = newGame({ seed, options });
  const seen: Seen = { name, labels: [], prompts: [], headers: [], log: takeEvents().map(describeEvent), odds: [], alike: [], bare: [] };
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const v = view(st);
    const labels = choiceLabels(p, v);
    for (const a of p.actions) typesSeen.add(a.type);
    kindsSeen.add(p.kind);
    seen.labels.push(...labels);
    if (new Set(labels).size !== labels.length) seen.alike.push(`${p.kind}: ${labels.join(' | ')}`);
    labels.forEach((l) => {
      if (l === 'No' || l === 'Done' || l === 'Pay') seen.bare.push(`${p.kind}: ${l}`);
    });
    seen.prompts.push(promptLine(p));
    for (const o of v.odds) if (o !== null) seen.odds.push(o.short, o.text);
    seen.headers.push(headerLine(v), ...statusWords(v.status));
    actTrusted(st, policy(st, p));
    seen.log.push(...takeEvents().map(describeEvent));
  }
  seen.headers.push(headerLine(view(st)));
  return seen;
}

const OPTIONS: readonly Partial<Options>[] = [{}, { hundredDays: true, indiansTwice: true }, { removeCruisers: 2 }];
const campaigns: Seen[] = [];
for (let seed = 1; seed <= 8; seed++) {
  const options = OPTIONS[seed % OPTIONS.length];
  campaigns.push(play(`greedy ${seed}`, seed, options, greedyPolicy(seed)));
  campaigns.push(play(`random ${seed}`, 200 + seed, options, randomPolicy(seed)));
}
// The table companion (issue 32): every die and chit asked of the player, its questions in the same plain words.
for (const seed of [301, 302]) campaigns.push(play(`companion ${seed}`, seed, { myDice: true, myChits: true }, randomPolicy(seed)));

describe('plain words in whole campaigns (issue #14)', () => {
  it('the campaigns met nearly every kind of action and decision', () => {
    expect(campaigns.map((c) => c.prompts.length).reduce((a, b) => a + b)).toBeGreaterThan(1000);
    expect([...ACTION_TYPES].filter((t) => !typesSeen.has(t))).toEqual([]);
    expect(typesSeen.size).toBeGreaterThanOrEqual(ACTION_TYPES.length - 6);
    expect(kindsSeen.size).toBeGreaterThanOrEqual(15);
  });

  it('no button label, prompt, odds, header, status or log line shows an id, an action type or a phase id', () => {
    const found: string[] = [];
    for (const c of campaigns) {
      found.push(...leaks(`${c.name} label`, c.labels), ...leaks(`${c.name} prompt`, c.prompts));
      found.push(...leaks(`${c.name} header`, c.headers), ...leaks(`${c.name} log`, c.log));
      found.push(...leaks(`${c.name} odds`, c.odds));
    }
    expect(found.slice(0, 20)).toEqual([]);
  });

  it('the words of a Turkish attack\'s natural 6 were met, in the odds and the attack question (R35, §12.6.1)', () => {
    expect(campaigns.some((c) => c.odds.some((o) => o.includes('a 6 also brings the Armenian Genocide (§12.6.1)')))).toBe(true);
    expect(campaigns.some((c) => c.prompts.some((t) => t.includes('A 6 in Armenia also brings the Armenian Genocide (§12.6.1)')))).toBe(true);
  });

  it('the choices of one prompt never read alike, and every decline, done or pay says what it refuses or ends', () => {
    expect(campaigns.flatMap((c) => c.alike)).toEqual([]);
    expect([...new Set(campaigns.flatMap((c) => c.bare))]).toEqual([]);
  });

  it('the leak check itself catches ids, action types, phase ids and JSON', () => {
    expect(leakIn('Send blockade-runner-1 to the Adriatic (2a)')).toBe('blockade-runner-1');
    expect(leakIn('Place hsf in sea:4')).toBe('sea:4');
    expect(leakIn('phase naval-air')).toBe('naval-air');
    expect(leakIn('Build u boat: place-runner')).toBe('place-runner');
    expect(leakIn('{"type":"done"}')).not.toBeNull();
    expect(leakIn('Attack the Trenches in France (1 RM)')).toBeNull();
  });
});
