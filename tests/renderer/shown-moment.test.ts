// Issue 14: while events animate, the header is written from the board as drawn at that moment, and the prompt
// bar says the Entente moves only during the Entente's own phases (renderer/board/shown-moment.ts).
import { describe, expect, it } from 'vitest';
import { startGame, view } from '../../shared/engine/index.js';
import { busyLine, viewAsShown } from '../../renderer/board/shown-moment.js';
import { headerLine } from '../../shared/labels/index.js';
import { omnibusBox, airTrackBox } from '../../shared/data/locations.js';
import { planEvent } from '../../renderer/animation/event-plan.js';

const base = view(startGame({ seed: 1, options: {} }).state);
const whereIn = (v: typeof base) => (tile: string): string | undefined => Object.entries(v.boxes).find(([, ids]) => ids.includes(tile))?.[0];

describe('the header as the board is drawn (issue 14)', () => {
  it('with every marker where the view has it, the header is the view\'s own', () => {
    expect(headerLine(viewAsShown(base, whereIn(base), null))).toBe(headerLine(base));
  });

  it('an RM coin drawn on box 3 makes the header say 3 RM, whatever the view the animation began from', () => {
    const where = (t: string) => (t === 'rm-coin' ? omnibusBox(3) : whereIn(base)(t));
    const shown = viewAsShown(base, where, null);
    expect(shown.rm).toBe(3);
    expect(headerLine(shown)).toContain('3 RM');
    expect(headerLine(shown)).not.toContain(`${base.rm} RM`);
  });

  it('§9.3 the Air Superiority marker drawn on another box changes the skies the header names', () => {
    const german = viewAsShown(base, (t) => (t === 'air-superiority' ? airTrackBox(1) : whereIn(base)(t)), null);
    const entente = viewAsShown(base, (t) => (t === 'air-superiority' ? airTrackBox(0) : whereIn(base)(t)), null);
    expect(german.air.german).not.toBe(entente.air.german);
  });

  it('a phase banner gives the header its turn and phase (§4.0–§14.0 headings)', () => {
    const shown = viewAsShown(base, whereIn(base), { turn: 2, phase: 'chit-draw' });
    expect(headerLine(shown)).toContain('Turn 2');
    expect(headerLine(shown)).toContain('Chit Draw Phase');
    const banner = planEvent({ type: 'phase', rule: '§10', turn: 2, phase: 'cp-attack', name: 'Central Powers Attack' })[0];
    expect(banner).toMatchObject({ kind: 'banner', phase: { turn: 2, phase: 'cp-attack' } });
  });
});

describe('the prompt bar while events animate (issue 14)', () => {
  it('says the Entente moves only in §4–§6, the player\'s orders in the CP phases', () => {
    expect(busyLine('entente-attack')).toBe('The Entente moves…');
    expect(busyLine('chit-draw')).toBe('The Entente moves…');
    expect(busyLine('cp-attack')).not.toContain('Entente');
    expect(busyLine('naval-air')).not.toContain('Entente');
    expect(busyLine(null)).not.toContain('Entente');
  });
});
