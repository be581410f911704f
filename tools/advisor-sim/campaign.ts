// One campaign played by the advisor player (issue #15), with what the strength table needs from it.
import { setEventRecording, type Options } from '../../shared/engine/index.js';
import { advisorPlayer } from '../../shared/advisor/advisor-player.js';
import { playOut } from '../sim.js';

/** One line of the progress file: a finished campaign. */
export interface AdvisorCampaign {
  readonly seed: number;
  readonly budget: number;
  /** VP of the Armistice (§15.3), or null for a Defeat (§15.2). */
  readonly vp: number | null;
  /** The turn the war ended on. */
  readonly turn: number;
  readonly decisions: number;
  /** Decisions where the advisor was asked (two or more outcome groups). */
  readonly advised: number;
  readonly rollouts: number;
  /** Advised decisions where the advisor separated one action from all others at 95 %. */
  readonly decided: number;
  /** Advised decisions where the advisor's play differs from the strong policy's own choice. */
  readonly overruled: number;
  /** CPU seconds (user + system) of this campaign in its process. */
  readonly cpuSeconds: number;
}

export function playAdvisorCampaign(seed: number, budget: number, options?: Partial<Options>): AdvisorCampaign {
  setEventRecording(false);
  const cpu = process.cpuUsage();
  const player = advisorPlayer({ campaignSeed: seed, budget });
  const st = playOut(seed, player.policy, options).state;
  const used = process.cpuUsage(cpu);
  const vp = st.over?.result === 'armistice' ? st.over.vp : null;
  return { seed, budget, vp, turn: st.turn, ...player.tally, cpuSeconds: (used.user + used.system) / 1e6 };
}
