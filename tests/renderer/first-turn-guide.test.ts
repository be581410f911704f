// The guided first turn's step model (issue #14): a step for every phase of the Sequence of Play (§4–§14) and
// every decision the engine can ask, with rule numbers the rulebook has, in plain words of our own; a walk
// through the first turn of seeded campaigns explains every phase once; the card keeps clear of the buttons.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, newGame, PHASES, prompt, view } from '../../shared/engine/index.js';
import { LAYOUT } from '../../renderer/board/layout.js';
import { GUIDE_CHOICE_STEPS, GUIDE_END_TEXT, GUIDE_PHASE_STEPS } from '../../renderer/help/first-turn-guide-text.js';
import { choiceStep, guideCard, guideEndCard, guideOver, phaseStep, resolveFocus, startProgress, type GuideProgress } from '../../renderer/help/first-turn-guide.js';
import { intersection, overlapArea, placeCard, placeOrDock } from '../../renderer/ui/guide-placement.js';
import { guideBoxTicked } from '../../renderer/help/guide-wanted.js';
import { windowLayout } from '../../renderer/app/window-layout.js';
import { DECISION_KINDS } from '../e2e/decision-kinds.js';
import { copiedRuns, promptRulesInEngineSource, sourceRuns } from './help-sources.js';
import { leakIn } from '../labels/leaks.js';

const RULEBOOK = readFileSync(new URL('../../../shared/rules/rulebook-2e.txt', import.meta.url), 'utf8');
const BOX_IDS = LAYOUT.map((b) => b.id);

/** '§9.1.1' is printed as "[9.1.1]", a whole phase '§9' as "[9.0]". */
function inRulebook(rule: string): boolean {
  const m = /^§(\d+(?:\.\d+)*)$/.exec(rule);
  if (!m) return false;
  const n = m[1].includes('.') ? m[1] : `${m[1]}.0`;
  return RULEBOOK.includes(`[${n}]`);
}

const ALL_TEXTS = [
  ...GUIDE_PHASE_STEPS.flatMap((s) => [s.purpose, s.focusName]),
  ...GUIDE_CHOICE_STEPS.flatMap((s) => [s.choosing, s.focusName]),
  GUIDE_END_TEXT,
];

describe('the guide\'s steps (§4–§14)', () => {
  it('has one step for every phase of the Sequence of Play, with the phase\'s own rule, printed in the rulebook', () => {
    expect(GUIDE_PHASE_STEPS.map((s) => s.phase)).toEqual(PHASES.map((p) => p.id));
    for (const p of PHASES) {
      const s = phaseStep(p.id);
      expect(s?.rule, p.id).toBe(p.rule);
      expect(inRulebook(s?.rule ?? ''), `${p.id} ${s?.rule}`).toBe(true);
    }
  });

  it('has a step for every decision kind, citing the rule the engine\'s prompt cites, printed in the rulebook', () => {
    const engineRules = new Map(promptRulesInEngineSource().map((r) => [r.kind, r.rule]));
    expect(GUIDE_CHOICE_STEPS.map((s) => s.kind).sort()).toEqual([...DECISION_KINDS].sort());
    for (const kind of DECISION_KINDS) {
      const s = choiceStep(kind);
      expect(s?.rule, kind).toBe(engineRules.get(kind));
      expect(inRulebook(s?.rule ?? ''), `${kind} ${s?.rule}`).toBe(true);
    }
    expect(inRulebook('§99.1')).toBe(false); // the check itself can fail
  });

  it('speaks plain words: no tile, box, phase or action id, nothing broken', () => {
    for (const t of ALL_TEXTS) expect(leakIn(t), t).toBeNull();
    for (const t of ALL_TEXTS) expect(t, t).not.toMatch(/[a-z]+-[a-z]+-[a-z]+|[a-z]+:[a-z0-9]/);
    expect(leakIn('Send runner to naval-air')).not.toBeNull(); // the check itself can fail
  });

  it('is written in our own words (no run of 8 words taken from the rulebook or the component sheet)', () => {
    const runs = sourceRuns();
    for (const t of ALL_TEXTS) expect(copiedRuns(t, runs), t).toEqual([]);
  });

  it('points every step at boxes the board has', () => {
    for (const s of [...GUIDE_PHASE_STEPS, ...GUIDE_CHOICE_STEPS]) {
      const ids = resolveFocus(s.focus, 1, BOX_IDS);
      expect(ids.length, s.rule).toBeGreaterThan(0);
      expect(ids.length, `${s.rule}: a focus id the board lacks`).toBe(s.focus.filter((f) => !f.endsWith('*')).length + ids.filter((id) => s.focus.some((f) => f.endsWith('*') && id.startsWith(f.slice(0, -1)))).length);
    }
    expect(resolveFocus(['calendar:{turn}', 'sea:*', 'nowhere'], 3, BOX_IDS)).toEqual(['calendar:3', 'sea:1a', 'sea:1b', 'sea:2a', 'sea:2b', 'sea:2c', 'sea:3', 'sea:4']);
  });
});

/** Plays turn 1 of `seed` with varied choices, calling `seen` with the card of every decision. */
function walkFirstTurn(seed: number, seen: (card: NonNullable<ReturnType<typeof guideCard>>['card'], kind: string) => void): GuideProgress {
  let st = newGame({ seed });
  let progress = startProgress('campaign', 1);
  for (let i = 0; i < 300; i++) {
    const p = prompt(st);
    if (!p) break;
    const v = view(st);
    if (guideOver(progress, v)) break;
    const step = guideCard(progress, v, BOX_IDS);
    expect(step, `seed ${seed}: no card at ${v.phase} ${p.kind}`).not.toBeNull();
    if (!step) break;
    seen(step.card, p.kind);
    progress = step.next;
    st = act(st, p.actions[(seed * 7 + i) % p.actions.length]).state;
  }
  // The turn ended: the next decision is on Turn 2, where the guide stops.
  const after = view(st);
  expect(after.turn).toBe(2);
  expect(guideOver(progress, after)).toBe(true);
  expect(guideCard(progress, after, BOX_IDS)).toBeNull();
  return progress;
}

describe('a guided first turn', () => {
  it('explains every phase of the turn exactly once, each decision with its own step and rule, over several seeds', () => {
    for (const seed of [1, 2, 3, 7, 11]) {
      const told: string[] = [];
      let decisions = 0;
      const progress = walkFirstTurn(seed, (card, kind) => {
        decisions++;
        for (const l of card.passed) told.push(l.phase);
        if (!told.includes(card.phase.phase)) told.push(card.phase.phase);
        expect(card.choice?.rule, kind).toBe(choiceStep(kind)?.rule);
        expect(card.heading).toMatch(/^Turn 1 · step \d+ of \d+$/);
        expect(card.focus.length).toBeGreaterThan(0);
        for (const t of [card.heading, card.phase.title, card.phase.purpose, card.choice?.text ?? '', card.focusName]) expect(leakIn(t), t).toBeNull();
      });
      expect(decisions, `seed ${seed}`).toBeGreaterThan(1);
      // The phases after the last decision are told on the closing card.
      const end = guideEndCard(progress);
      expect([...told, ...end.passed.map((l) => l.phase)], `seed ${seed}`).toEqual(PHASES.map((p) => p.id));
      expect(end.passed.every((l) => inRulebook(l.rule) && l.purpose.length > 40)).toBe(true);
    }
  });

  it('counts its steps from the first step the player sees: "step 1 of 5", then on to the turn\'s last phase (issue #33)', () => {
    for (const seed of [1, 2, 3]) {
      const headings: string[] = [];
      walkFirstTurn(seed, (card) => headings.push(card.heading));
      // Seed play: the first decision is in §9 (the sixth of ten phases), the five before it went by on their own.
      expect(headings[0], `seed ${seed}`).toBe('Turn 1 · step 1 of 5');
      for (const h of headings) {
        const [, n, of] = /step (\d+) of (\d+)$/.exec(h) ?? [];
        expect(Number(of), h).toBe(5);
        expect(Number(n) >= 1 && Number(n) <= 5, h).toBe(true);
      }
    }
  });

  it('lists the phases that played out on their own before the first decision, with their rules', () => {
    let first: string[] | null = null;
    walkFirstTurn(1, (card) => { first ??= card.passed.map((l) => `${l.rule} ${l.title}`); });
    expect(first).toEqual(['§4 Chit Draw Phase', '§5 Turn Start Phase', '§6 Entente Powers (EP) Attack Phase', '§7 Berliner Tageblatt Phase', '§8 Alliances Phase']);
  });

  it('follows only its own campaign turn: a guide started on Turn 2 shows nothing on Turn 1, and ends with words of its own', () => {
    const v = view(newGame({ seed: 1 }));
    expect(guideCard(startProgress('c', 2), v, BOX_IDS)).toBeNull();
    expect(guideOver(startProgress('c', 1), v)).toBe(false);
    expect(guideEndCard(startProgress('c', 1)).heading).toBe('Turn 1 is over');
    expect(guideEndCard(startProgress('c', 1)).passed).toHaveLength(PHASES.length);
  });
});

describe('the guide card\'s place', () => {
  const area = { x: 0, y: 0, w: 1520, h: 946 };
  it('never covers an obstacle when there is room, and covers the least of the outlined boxes', () => {
    const bar = { x: 0, y: 950, w: 1520, h: 130 };
    const chooser = { x: 1100, y: 10, w: 300, h: 200 };
    const at = placeCard(area, 400, 300, [bar, chooser], []);
    expect(overlapArea(at, bar) + overlapArea(at, chooser)).toBe(0);
    expect(at.x + at.w).toBeLessThanOrEqual(area.w);
    expect(at.y + at.h).toBeLessThanOrEqual(area.h);
    // The outlined seas along the bottom right: the card goes elsewhere.
    const seas = { x: 772, y: 756, w: 740, h: 188 };
    const away = placeCard(area, 400, 300, [bar], [seas]);
    expect(overlapArea(away, seas)).toBe(0);
  });

  it('measures overlaps exactly', () => {
    expect(intersection({ x: 0, y: 0, w: 10, h: 10 }, { x: 5, y: 6, w: 10, h: 10 })).toEqual({ x: 5, y: 6, w: 5, h: 4 });
    expect(intersection({ x: 0, y: 0, w: 10, h: 10 }, { x: 10, y: 0, w: 5, h: 5 })).toBeNull();
    expect(overlapArea({ x: 0, y: 0, w: 10, h: 10 }, { x: 5, y: 6, w: 10, h: 10 })).toBe(20);
  });

  it('meets the fewest obstacles when nothing is free', () => {
    const small = { x: 0, y: 0, w: 420, h: 320 };
    const at = placeCard(small, 400, 300, [{ x: 0, y: 0, w: 210, h: 320 }], []);
    expect(at.x).toBeGreaterThanOrEqual(10);
  });
});

describe('the guide card docks where the board has no room (issue #33)', () => {
  it('floats clear of the obstacles and the decision\'s boxes when it can', () => {
    const area = { x: 0, y: 0, w: 1520, h: 946 };
    const boxes = [{ x: 1000, y: 0, w: 520, h: 400 }];
    const at = placeOrDock(area, 400, 300, boxes, []);
    expect(at).not.toBeNull();
    expect(overlapArea(at!, boxes[0])).toBe(0);
  });

  it('docks (null) when every place on the board would cover a decision box or a button', () => {
    const area = { x: 0, y: 0, w: 900, h: 600 };
    const everywhere = [{ x: 0, y: 0, w: 300, h: 600 }, { x: 600, y: 0, w: 300, h: 600 }, { x: 300, y: 0, w: 300, h: 150 }, { x: 300, y: 450, w: 300, h: 150 }];
    expect(placeOrDock(area, 400, 300, everywhere, [])).toBeNull();
  });

  it('docks at 960×600 and 800×1280, where the board\'s area is too small for a 400-unit card over a decision', () => {
    for (const [w, h] of [[960, 600], [800, 1280]]) {
      const { boardArea } = windowLayout(w, h);
      // The card must stay inside the board's area of this window, never over the side panel beside it.
      const at = placeOrDock(boardArea, 400, 500, [], []);
      if (at) expect(at.x + at.w <= boardArea.x + boardArea.w && at.y + at.h <= boardArea.y + boardArea.h, `${w}×${h}`).toBe(true);
    }
    const small = windowLayout(960, 600).boardArea;
    expect(placeOrDock(small, 400, small.h, [], [])).toBeNull();
  });
});

describe('New campaign\'s guide box (issue #33)', () => {
  it('is ticked for a player\'s first campaign, then as last chosen', () => {
    expect(guideBoxTicked(false, { continueId: null })).toBe(true);
    expect(guideBoxTicked(false, { continueId: 'c1' })).toBe(false);
    expect(guideBoxTicked(true, { continueId: 'c1' })).toBe(true);
  });
});
