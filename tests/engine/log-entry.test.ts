// Issue 29: the log crosses the seam as one entry per event — its sentence, its rule and its event's reference
// as separate fields (shared/engine/core/log-entry.ts) — so nothing that shows it reads a rule out of words.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  act, describeEvent, logEntriesOf, logEntryOf, logLineText, logRefOf, prompt, replaySteps, startGame, type GameEvent, type Options,
} from '../../shared/engine/index.js';

/** Every action's events of the golden campaigns, and of seed 29 played Done-or-last to its end. */
function steps(): { name: string; events: GameEvent[] }[] {
  const out: { name: string; events: GameEvent[] }[] = [];
  const dir = new URL('../golden/', import.meta.url);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const g = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as { seed: number; options: Partial<Options>; actions: unknown[] };
    replaySteps(g.seed, g.options, g.actions).steps.forEach((events, i) => out.push({ name: `${file} step ${i}`, events }));
  }
  const s = startGame({ seed: 29, options: {} });
  out.push({ name: 'seed 29 start', events: s.events });
  let st = s.state;
  for (let p = prompt(st), n = 0; p !== null; p = prompt(st), n++) {
    const r = act(st, p.actions.find((a) => a.type === 'done' || a.type === 'decline') ?? p.actions[p.actions.length - 1]);
    st = r.state;
    out.push({ name: `seed 29 action ${n}`, events: r.events });
  }
  return out;
}

const STEPS = steps();

describe('log entries, one per event (issue 29)', () => {
  it('each entry carries its own event\'s rule, type and place, and a sentence with no rule tag in it', () => {
    let count = 0;
    for (const { name, events } of STEPS) {
      const entries = logEntriesOf(events);
      expect(entries, name).toHaveLength(events.length);
      entries.forEach((entry, i) => {
        const e = events[i];
        expect(entry.rule, name).toBe(e.rule);
        expect({ type: entry.type, index: entry.index, subject: entry.subject }, name).toEqual(logRefOf(e, i));
        expect(entry.text, `${name}: ${entry.text}`).not.toMatch(/^\s*\[/);
        expect(entry.text, `${name}: ${entry.text}`).not.toContain('[§');
        count++;
      });
    }
    expect(count).toBeGreaterThan(9_000); // the four golden campaigns and seed 29
  });

  it('an entry as one line is exactly the sentence describeEvent writes (kk play prints the same lines)', () => {
    for (const { name, events } of STEPS) {
      events.forEach((e, i) => expect(logLineText(logEntryOf(e, i)), name).toBe(describeEvent(e)));
    }
  });

  it('§9.1.6 a Reichsmark coin: the rule beside the sentence, not inside it', () => {
    const coin: GameEvent = { type: 'note', rule: '§9.1.6', text: 'Reichsmark coin: 0 → 1' };
    expect(logEntryOf(coin, 2)).toEqual({ text: 'Reichsmark coin: 0 → 1', rule: '§9.1.6', type: 'note', index: 2, subject: null });
    expect(logLineText(logEntryOf(coin, 2))).toBe('[§9.1.6] Reichsmark coin: 0 → 1');
  });
});
