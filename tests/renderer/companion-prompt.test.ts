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
