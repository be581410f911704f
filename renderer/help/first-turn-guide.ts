// The guided first turn's step model (issue #14): from the board as it stands, what the guide card says —
// the phase in play and what it is for, the decision asked now, the phases that went by on their own since
// the last card, and the boxes to point at. Pure (no DOM): ui/guide-card.ts draws it.
import { PHASES, type BoardView, type PhaseId, type RuleRef } from '../../shared/engine/index.js';
import { GUIDE_CHOICE_STEPS, GUIDE_END_TEXT, GUIDE_PHASE_STEPS, type FocusBox, type GuideChoiceStep, type GuidePhaseStep } from './first-turn-guide-text.js';

const PHASE_STEP: ReadonlyMap<string, GuidePhaseStep> = new Map(GUIDE_PHASE_STEPS.map((s) => [s.phase, s]));
const CHOICE_STEP: ReadonlyMap<string, GuideChoiceStep> = new Map(GUIDE_CHOICE_STEPS.map((s) => [s.kind, s]));

export function phaseStep(phase: string): GuidePhaseStep | undefined {
  return PHASE_STEP.get(phase);
}

export function choiceStep(kind: string): GuideChoiceStep | undefined {
  return CHOICE_STEP.get(kind);
}

/** One phase as a card shows it: its heading (the rulebook's), its rule and what it is for. */
export interface GuidePhaseLine {
  readonly phase: PhaseId;
  readonly rule: string;
  readonly title: string;
  readonly purpose: string;
}

export interface GuideCardContent {
  /** "Turn 1 · step 1 of 5": counted from the first step the player saw (issue #33), not from the turn's first phase. */
  readonly heading: string;
  readonly phase: GuidePhaseLine;
  /** The decision asked now, or null when the phase asks nothing of the player. */
  readonly choice: { readonly rule: RuleRef; readonly text: string } | null;
  /** Phases that played out on their own since the last card (in Sequence of Play order). */
  readonly passed: readonly GuidePhaseLine[];
  /** Board boxes to point at (layout ids) and how the card names them. */
  readonly focus: readonly string[];
  readonly focusName: string;
}

function phaseLine(phase: PhaseId): GuidePhaseLine {
  const p = PHASES.find((x) => x.id === phase);
  const s = PHASE_STEP.get(phase);
  return { phase, rule: s?.rule ?? p?.rule ?? '', title: p?.title ?? '', purpose: s?.purpose ?? '' };
}

/** The layout ids a step points at: "{turn}" filled in, "prefix*" widened to every box of `boxIds` it names. */
export function resolveFocus(focus: readonly FocusBox[], turn: number, boxIds: readonly string[]): string[] {
  const out: string[] = [];
  for (const f of focus) {
    const id = f.replace('{turn}', String(turn));
    if (id.endsWith('*')) out.push(...boxIds.filter((b) => b.startsWith(id.slice(0, -1))));
    else if (boxIds.includes(id)) out.push(id);
  }
  return [...new Set(out)];
}

/**
 * Where a guided turn stands: the campaign and turn it walks through, and the phases it has explained.
 * Kept as plain JSON so a reload (Continue) picks the guide up where it was.
 */
export interface GuideProgress {
  readonly campaignId: string;
  readonly turn: number;
  readonly explained: readonly PhaseId[];
  /** The Sequence of Play index of the first step the guide showed (undefined until it shows one). */
  readonly from?: number;
}

export function startProgress(campaignId: string, turn: number): GuideProgress {
  return { campaignId, turn, explained: [] };
}

/** The guided turn is over once the campaign moved to a later turn or the war ended. */
export function guideOver(progress: GuideProgress, view: BoardView): boolean {
  return view.over !== null || view.turn > progress.turn;
}

/**
 * The card for the board as it stands, and the progress after showing it; null when there is nothing to
 * explain now (no phase in play, or the guided turn is over).
 */
export function guideCard(progress: GuideProgress, view: BoardView, boxIds: readonly string[]): { card: GuideCardContent; next: GuideProgress } | null {
  if (guideOver(progress, view) || view.phase === null || view.turn < progress.turn) return null;
  const index = PHASES.findIndex((p) => p.id === view.phase);
  const seen = new Set(progress.explained);
  const passed = PHASES.slice(0, index).map((p) => p.id).filter((id) => !seen.has(id)).map(phaseLine);
  const phase = phaseLine(view.phase);
  const choiceDef = view.prompt ? CHOICE_STEP.get(view.prompt.kind) : undefined;
  const choice = choiceDef ? { rule: choiceDef.rule, text: choiceDef.choosing } : null;
  const focusFrom = choiceDef ?? PHASE_STEP.get(view.phase);
  // The phases before the first card played out on their own: the count starts at the step the player sees.
  const from = Math.min(progress.from ?? index, index);
  const card: GuideCardContent = {
    heading: `Turn ${view.turn} · step ${index - from + 1} of ${PHASES.length - from}`,
    phase,
    choice,
    passed,
    focus: resolveFocus(focusFrom?.focus ?? [], view.turn, boxIds),
    focusName: focusFrom?.focusName ?? '',
  };
  const explained = PHASES.slice(0, index + 1).map((p) => p.id).filter((id) => seen.has(id) || id === view.phase || passed.some((l) => l.phase === id));
  return { card, next: { ...progress, explained, from } };
}

/** What the card says once the guided turn is over, with the phases that closed it on their own. */
export function guideEndCard(progress: GuideProgress): { heading: string; text: string; passed: GuidePhaseLine[] } {
  const seen = new Set(progress.explained);
  const passed = PHASES.map((p) => p.id).filter((id) => !seen.has(id)).map(phaseLine);
  return { heading: `Turn ${progress.turn} is over`, text: GUIDE_END_TEXT, passed };
}
