// The advisor's answer in the words of the IPC contract (shared/ipc.ts AdviceUpdate): each action with its
// button label (shared/labels), never its JSON.
import { whySentence, type Advice } from '../../shared/advisor/index.js';
import type { AdviceUpdate } from '../../shared/ipc.js';

/** Which answer, for which position, since when. */
export interface AskInfo {
  readonly askId: number;
  readonly campaignId: string;
  readonly actionCount: number;
  /** The labels of the position's legal actions, in the prompt's order. */
  readonly labels: readonly string[];
  readonly startedAt: number;
}

/** The update of an answer: `advice` as far as it got (null before the first job came back). */
export function adviceUpdate(ask: AskInfo, advice: Advice | null, status: AdviceUpdate['status'], now: number): AdviceUpdate {
  const actions = (advice?.actions ?? []).map((a) => ({ ...a, label: ask.labels[a.actionIndex] ?? 'Choose this' }));
  const progress = advice === null ? 0 : status === 'done' ? 1 : advice.rolloutsMax === 0 ? 0 : advice.rolloutsDone / advice.rolloutsMax;
  return {
    askId: ask.askId,
    campaignId: ask.campaignId,
    actionCount: ask.actionCount,
    status,
    progress,
    rolloutsDone: advice?.rolloutsDone ?? 0,
    actions,
    why: advice?.why ? whySentence(advice.why, ask.labels[advice.why.against]) : null,
    seconds: (now - ask.startedAt) / 1000,
  };
}
