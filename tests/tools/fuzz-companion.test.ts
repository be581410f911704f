// Issue 32: the fuzzer and kk sim drive the table companion's questions (`npm run fuzz -- --companion`): its random player
// enters every die and chit, and every campaign must finish, undo, save, load and replay like any other.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { playOut } from '../../tools/sim.js';

const FUZZ = join(import.meta.dirname, '../../tools/fuzz.ts');

describe('the fuzzer with the table companion (issue 32)', () => {
  it('answers every question of 30 campaigns with entered dice and chits, with no failure', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', FUZZ, '--games', '30', '--seed', '101', '--companion'], { encoding: 'utf8', timeout: 120_000 });
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/^30 games, 0 failures/m);
  });

  it('kk sim --my-dice --my-chits: a scripted player enters every result and the policy plays the rest to the end', () => {
    for (const seed of [1, 2, 3]) {
      const asked = playOut(seed, 'greedy', { myDice: true, myChits: true });
      expect(asked.state.over, `seed ${seed}`).not.toBeNull();
      expect(asked.state.options).toMatchObject({ myDice: true, myChits: true });
      expect(asked.state.enteredAt).toBeGreaterThan(0); // results were entered, the last of them at this move
    }
  });
});
