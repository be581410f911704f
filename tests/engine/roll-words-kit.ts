// Reading the table companion's second-die words back (rules/roll-needs.ts), for the tests that check them against
// what the engine then does: which results a group names, and the words said of one result; and the entering of
// dice one at a time with the question each answers.
import { expect } from 'vitest';
import { actInPlace, prompt, type GameState } from '../../shared/engine/index.js';

/** Enters `faces` one at a time (each answers the question pending). */
export function enter(st: GameState, ...faces: number[]): void {
  for (const face of faces) actInPlace(st, { type: 'enter-die', face });
}

/** The question now pending: a dice question of `rule`, its text. */
export function question(st: GameState, rule: string): string {
  const p = prompt(st)!;
  expect(p).toMatchObject({ kind: 'enter-dice', rule });
  return p.text;
}

/** The faces a group names: "3" [3], "1 or 2" [1, 2], "3 to 5" [3, 4, 5], "1, 2 or 4 to 6" [1, 2, 4, 5, 6]. */
export function facesIn(group: string): number[] {
  const out: number[] = [];
  for (const part of group.replace(/^a /, '').split(/, | or /)) {
    const range = /^(\d+) to (\d+)$/.exec(part);
    if (range === null) out.push(Number(part));
    else for (let f = Number(range[1]); f <= Number(range[2]); f++) out.push(f);
  }
  return out;
}

/** The results a lower- or higher-die question names after its span: "Now the lower die is 1 to 4: …" [1, 2, 3, 4]. */
export function spanOf(text: string): number[] {
  return facesIn(/enter the second\. Now the (?:lower|higher) die is ([^:]+?)(?:, or doubles)?: /.exec(text)![1]);
}

/** The words a second-die question says of the result `value` (the lower or the higher die; not doubles). */
export function wordsFor(text: string, value: number): string {
  const body = /enter the second\. Now the (?:lower|higher) die is [^:]+: (.+)\.$/.exec(text)![1];
  const whatever = /^(.+), whatever the second die shows$/.exec(body);
  if (whatever !== null) return whatever[1];
  for (const group of body.split('; ')) {
    const m = /^([^:]+): (.+)$/.exec(group)!;
    if (!m[1].startsWith('doubles') && facesIn(m[1]).includes(value)) return m[2];
  }
  throw new Error(`${value} not named in: ${text}`);
}
