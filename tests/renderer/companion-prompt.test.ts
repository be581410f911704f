// Issue 32: the table companion's question in the app's prompt bar: its buttons are the faces 1–6 in order, so
// the bar's number keys (board-keys.ts: key n picks the n-th visible button) enter the face of the same number;
// a draw offers the tiles still in the cup by their printed names. The Decision region reads the same words.
import { describe, expect, it } from 'vitest';
import { actInPlace, newGame, prompt, view } from '../../shared/engine/index.js';
import { promptLabels } from '../../renderer/app/decision-targets.js';
import { questionWords } from '../../renderer/ui/decision-mirror.js';

describe('the table companion in the prompt bar (issue 32)', () => {
  it('a die to enter: six buttons, 1 to 6, the key of each number its face', () => {
    const v = view(newGame({ seed: 7, options: { myDice: true } }));
    expect(v.prompt?.kind).toBe('enter-dice');
    expect(promptLabels(v)).toEqual(['1', '2', '3', '4', '5', '6']);
    v.prompt!.actions.forEach((a, i) => expect(a).toEqual({ type: 'enter-die', face: i + 1 }));
    expect(questionWords({ prompt: v.prompt, canUndo: false, busy: false, labels: promptLabels(v) })).toBe('Rule 7.1: Berliner Tageblatt: roll 1 die and enter it. The die plus the turn (1) picks the row of the Tageblatt table, 2 to 7.');
  });

  it('two summed dice entered one at a time: after the first, the bar and the Decision region list only the totals left (§9.1.2)', () => {
    const st = newGame({ seed: 7, options: { myDice: true } });
    actInPlace(st, { type: 'enter-die', face: 4 });
    actInPlace(st, prompt(st)!.actions[0]); // Blockade Runner 1 to a sea area
    actInPlace(st, { type: 'enter-die', face: 2 });
    const v = view(st);
    expect(promptLabels(v)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(questionWords({ prompt: v.prompt, canUndo: false, busy: false, labels: promptLabels(v) })).toBe(
      'Rule 9.1.2: British Cruisers Table (1 Cruiser): roll 2 dice; the first is 2, enter the second. Now a total of 3 to 8: ' +
        '3: the Cruisers go to 2b; 4 to 6: the Cruisers go to 3; 7 or 8: the Cruisers go to 4; two in one area sink the Blockade Runners there (§9.1.3).',
    );
  });

  it('a chit to enter: one button per printed name still in the cup', () => {
    const st = newGame({ seed: 5, options: { myChits: true } });
    while (prompt(st)!.kind !== 'enter-draw') actInPlace(st, prompt(st)!.actions[0]);
    const v = view(st);
    const labels = promptLabels(v);
    expect(labels).toContain('Turn Chit #2');
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.every((l) => !/[a-z]+-[a-z0-9]+/.test(l))).toBe(true); // printed names, never ids
  });
});
