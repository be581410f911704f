// Finished campaigns for the Statistics spec, played to their end through the engine by the tools'
// policies (greedy play tends to reach the Armistice, random play to lose), with different optional rules,
// and stored in the e2e's library as any campaign is. Removed again after the spec.
import { rmSync } from 'node:fs';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir } from '../../main/paths.js';
import { statisticsOf } from '../../main/library/statistics.js';
import type { LibraryStatistics } from '../../shared/statistics.js';
import { actTrusted, newGame, prompt, setEventRecording, type Action, type Options } from '../../shared/engine/index.js';
import { greedyPolicy, randomPolicy } from '../../tools/policy.js';

const PLAYS: readonly { seed: number; policy: 'greedy' | 'random'; options: Partial<Options> }[] = [
  // These three reach the Armistice (23, 16 and 33 VP under today's rules).
  { seed: 13, policy: 'greedy', options: {} },
  { seed: 13, policy: 'greedy', options: { hundredDays: true } },
  { seed: 12, policy: 'greedy', options: { removeCruisers: 2 } },
  { seed: 4, policy: 'random', options: {} },
  { seed: 5, policy: 'random', options: { hundredDays: true } },
  { seed: 6, policy: 'random', options: { indiansTwice: true } },
];

function libraryAt(userData: string): CampaignLibrary {
  return new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'e2e' });
}

/** Writes the finished campaigns ("stats-…") and answers their ids. */
export async function writeFinishedCampaigns(userData: string): Promise<string[]> {
  const lib = libraryAt(userData);
  await lib.open();
  if (lib.problem !== null) throw new Error(lib.problem);
  const ids: string[] = [];
  setEventRecording(false);
  try {
    for (const [i, play] of PLAYS.entries()) {
      const options = engine.normaliseOptions(play.options);
      const st = newGame({ seed: play.seed, options });
      const policy = play.policy === 'greedy' ? greedyPolicy(play.seed) : randomPolicy(play.seed);
      const actions: Action[] = [];
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        const a = policy(st, p);
        actTrusted(st, a);
        actions.push(a);
      }
      if (st.over === null) throw new Error(`The ${play.policy} campaign of seed ${play.seed} did not end`);
      const id = `stats-${i}-${play.policy}-${play.seed}`;
      const record = lib.newRecord({ id, seed: play.seed, options, actions }, st);
      await lib.create(record);
      ids.push(id);
      if (i === 0) {
        // A Duplicate of the first (it keeps the day last played, and starts when copied): the same war, counted once.
        const copied = new Date(Date.parse(record.lastPlayed) + 60_000).toISOString();
        await lib.create({ ...record, id: `${id}-copy`, parent: { id, actionCount: actions.length }, started: copied });
        ids.push(`${id}-copy`);
      }
    }
  } finally {
    setEventRecording(true);
  }
  return ids;
}

export function removeCampaigns(userData: string, ids: readonly string[]): void {
  const lib = libraryAt(userData);
  for (const id of ids) {
    rmSync(lib.files.recordPath(id), { force: true });
    rmSync(lib.files.backupPath(id), { force: true });
  }
}

/** The library as the app sees it, read by a library of this process (the same files). */
export function listLibrary(userData: string): ReturnType<CampaignLibrary['list']> {
  return libraryAt(userData).list();
}

/** The statistics the app computes, each war once, from a library of this process. */
export function statisticsAt(userData: string): Promise<LibraryStatistics> {
  return statisticsOf(libraryAt(userData));
}
