// The shortcut table (renderer/ui/shortcuts.ts) is what the key handlers read and what the `?` overlay lists.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandFor, SHORTCUTS, shortcutGroups, type KeyPress } from '../../renderer/ui/shortcuts.js';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('shortcut table', () => {
  it('maps the board keys to their commands', () => {
    expect(commandFor(press('z', { ctrlKey: true }), 'board')).toBe('undo');
    expect(commandFor(press('Z', { metaKey: true }), 'board')).toBe('undo');
    expect(commandFor(press('z'), 'board')).toBeNull();
    expect(commandFor(press(' '), 'board')).toBe('go-on');
    expect(commandFor(press('PageDown'), 'board')).toBe('next-page');
    expect(commandFor(press('PageUp'), 'board')).toBe('previous-page');
    expect(commandFor(press('Escape'), 'board')).toBe('close-chooser');
    expect(commandFor(press('c'), 'board')).toBe('charts');
    expect(commandFor(press('c', { ctrlKey: true }), 'board')).toBeNull();
    expect(commandFor(press('r'), 'board')).toBe('rules-help'); // issue 32: the prompt's rule from the keyboard
    expect(commandFor(press('r', { ctrlKey: true }), 'board')).toBeNull(); // Ctrl+R reloads, as ever
    for (const d of '123456789') expect(commandFor(press(d), 'board'), d).toBe('pick');
    expect(commandFor(press('0'), 'board')).toBeNull();
    expect(commandFor(press('1', { ctrlKey: true }), 'board')).toBeNull();
  });

  it('P shows or hides the side panel (issue #33), a key no other place of the board uses, never with Ctrl', () => {
    expect(commandFor(press('p'), 'board')).toBe('side-panel');
    expect(commandFor(press('P'), 'board')).toBe('side-panel');
    expect(commandFor(press('p', { ctrlKey: true }), 'board')).toBeNull(); // Ctrl+P prints
    for (const where of ['anywhere', 'history', 'zoom', 'stacks'] as const) expect(commandFor(press('p'), where), where).toBeNull();
  });

  it('maps the History screen keys to its moves', () => {
    const moves = ['Home', 'PageUp', 'ArrowUp', 'ArrowLeft', 'ArrowRight', 'ArrowDown', 'PageDown', 'End'].map((k) => commandFor(press(k), 'history'));
    expect(moves).toEqual(['first', 'previous-turn', 'previous-phase', 'previous', 'next', 'next-phase', 'next-turn', 'last']);
    expect(commandFor(press('Escape'), 'history')).toBe('leave');
    expect(commandFor(press(' '), 'history')).toBe('replay');
  });

  it('zooms with + (or =), − (or _) and 0 on the board and the History screen, never with Ctrl (the browser’s zoom)', () => {
    expect(['+', '=', '-', '_', '0'].map((k) => commandFor(press(k), 'zoom'))).toEqual(['zoom-in', 'zoom-in', 'zoom-out', 'zoom-out', 'fit']);
    expect(commandFor(press('+', { ctrlKey: true }), 'zoom')).toBeNull();
    expect(commandFor(press('1'), 'zoom')).toBeNull();
  });

  it('spreads out a stack with F, the one before with Shift+F, closes it with Esc (issue #14), never with Ctrl', () => {
    expect(commandFor(press('f'), 'stacks')).toBe('spread-next');
    expect(commandFor(press('F'), 'stacks')).toBe('spread-previous');
    expect(commandFor(press('Escape'), 'stacks')).toBe('close-spread');
    expect(commandFor(press('Enter'), 'stacks')).toBe('play-spread'); // the spread-out box's moves, as a click
    expect(commandFor(press('Enter', { ctrlKey: true }), 'stacks')).toBeNull();
    expect(commandFor(press('Enter'), 'board')).toBeNull(); // Enter means nothing else: no stack spread out, no move
    expect(commandFor(press('f', { ctrlKey: true }), 'stacks')).toBeNull();
    expect(commandFor(press('g'), 'stacks')).toBeNull();
    // F means nothing else on the board or the History screen.
    expect(commandFor(press('f'), 'board')).toBeNull();
    expect(commandFor(press('f'), 'history')).toBeNull();
  });

  it('opens the list with ? (Shift is how most keyboards type it) and closes it with Esc', () => {
    expect(commandFor(press('?'), 'anywhere')).toBe('shortcuts');
    expect(commandFor(press('Escape'), 'anywhere')).toBe('close-shortcuts');
    expect(commandFor(press('/'), 'anywhere')).toBeNull();
  });

  it('never gives one key two meanings in the same place, and words every entry', () => {
    const probes = ['?', 'c', 'a', 'f', 'p', 'P', 'F', 'Escape', 'Enter', ' ', 'PageDown', 'PageUp', 'Home', 'End', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', '+', '=', '-', '_', ...'0123456789'];
    for (const where of ['anywhere', 'board', 'history', 'zoom', 'stacks'] as const) {
      for (const key of probes) {
        const hits = SHORTCUTS.filter((s) => s.command.where === where && s.matches(press(key)));
        expect(hits.length, `${where} ${key}`).toBeLessThanOrEqual(1);
      }
    }
    for (const s of SHORTCUTS) {
      expect(s.keys.length, s.what).toBeGreaterThan(0);
      expect(s.what, s.keys).toMatch(/^[A-Z].{8,}$/);
    }
  });

  it('lists every entry once, grouped by where it works', () => {
    const groups = shortcutGroups();
    expect(groups.map((g) => g.place)).toEqual(['Anywhere', 'On the board', 'On the History screen', 'Zoom (the board in play and the History screen)', 'Stacks of tiles (the board in play and the History screen)']);
    expect(groups.flatMap((g) => g.shortcuts)).toHaveLength(SHORTCUTS.length);
  });

  it('is the only place the key handlers learn their keys from (no key names in them)', () => {
    for (const file of ['renderer/app/board-keys.ts', 'renderer/app/history-mode.ts', 'renderer/app/shell.ts', 'renderer/app/board-zoom.ts']) {
      const src = readFileSync(file, 'utf8');
      expect(src, file).toMatch(/commandFor\(e, '/);
      expect(src, file).not.toMatch(/e\.key\s*===|'PageDown'|'Escape'|'ArrowLeft'/);
    }
  });
});
