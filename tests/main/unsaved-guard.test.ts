// Closing the Electron window or quitting while moves are unsaved (issue #28, main/unsaved-guard.ts): one
// more save, then the player is asked — Export (and stay), Stay, or quit without them. A real GameService on
// a disk that fills up (fixtures/full-disk.ts) and a fake window and message box: Electron cannot run here.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceOfButton, guardClose, LEAVE_BUTTONS, mayLeave, STAY_BUTTON, type ClosableWindow, type LeaveChoice } from '../../main/unsaved-guard.js';
import { fullAfterFive, movesOnDisk } from './fixtures/full-disk.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

/** A window whose close can be held: records closes, and the close event's listeners. */
function fakeWindow(): ClosableWindow & { closes: number; tryClose(): { prevented: boolean } } {
  const listeners: ((e: { preventDefault(): void }) => void)[] = [];
  const win = {
    closes: 0,
    on: (_event: 'close', fn: (e: { preventDefault(): void }) => void) => listeners.push(fn),
    close: () => {
      win.closes++;
      win.tryClose();
    },
    tryClose: () => {
      let prevented = false;
      for (const fn of listeners) fn({ preventDefault: () => { prevented = true; } });
      return { prevented };
    },
  };
  return win;
}

describe('closing or quitting with unsaved moves', () => {
  it('asks with the sentence; Stay keeps the window open and drops nothing', async () => {
    const { s, id } = await fullAfterFive();
    const asked: string[] = [];
    const win = fakeWindow();
    guardClose(win, () => mayLeave({ service: s, ask: (sentence) => (asked.push(sentence), Promise.resolve<LeaveChoice>('stay')), tell: vi.fn() }));
    expect(win.tryClose().prevented).toBe(true);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatch(/^Your last 10 moves in the campaign with seed 21 \(turn \d+\) could not be saved: the disk is full\. Export the campaign/);
    await new Promise((r) => setTimeout(r, 20));
    expect(win.closes).toBe(0);
    expect(await s.current()).toMatchObject({ id, actionCount: 15 });
    await s.close();
  });

  it('Export writes every move where the player chose, then stays; quitting without them closes', async () => {
    const exportsDir = tempDir('kk-exports-');
    const written: string[] = [];
    const { s, dir, id } = await fullAfterFive({
      chooseExportPath: (name) => Promise.resolve(join(exportsDir, name)),
      writeExport: (path, text) => (written.push(path), Promise.resolve(writeFileSync(path, text))),
    });
    const told: string[] = [];
    const answers: LeaveChoice[] = ['export', 'leave'];
    const win = fakeWindow();
    guardClose(win, () => mayLeave({ service: s, ask: () => Promise.resolve(answers.shift()!), tell: (m) => told.push(m) }));
    win.tryClose();
    await vi.waitFor(() => expect(told).toHaveLength(1));
    expect(win.closes).toBe(0);
    expect((JSON.parse(readFileSync(written[0], 'utf8')) as { actions: unknown[] }).actions).toHaveLength(15);
    expect(told[0]).toMatch(/written where you chose, with every move/);
    win.tryClose();
    await vi.waitFor(() => expect(win.closes).toBe(1));
    expect(movesOnDisk(dir, id)).toBe(5); // the player chose to quit without them (the export has them)
    await s.close();
  });

  it('one more save first: with space back, the window closes without a question and every move is on disk', async () => {
    const { s, disk, dir, id } = await fullAfterFive();
    const ask = vi.fn(() => Promise.resolve<LeaveChoice>('stay'));
    const win = fakeWindow();
    guardClose(win, () => mayLeave({ service: s, ask, tell: vi.fn() }));
    disk.refuse = null;
    win.tryClose();
    await vi.waitFor(() => expect(win.closes).toBe(1));
    expect(ask).not.toHaveBeenCalled();
    expect(movesOnDisk(dir, id)).toBe(15);
    await s.close();
  });

  it('the message box: Stay is the default and the answer when dismissed', () => {
    expect(LEAVE_BUTTONS[STAY_BUTTON]).toBe('Stay here');
    expect([0, 1, 2, 7, -1].map(choiceOfButton)).toEqual(['export', 'stay', 'leave', 'stay', 'stay']);
  });
});
