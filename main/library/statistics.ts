// Statistics across the campaign library: campaigns played and finished, Armistice results by §15.3 band,
// Defeats by turn and by front (§15.2), the mean VP of the Armistices, each again for every value of every
// optional rule and for each way of the table companion (issue 32: who rolls the dice and draws the chits).
// Counted from the Campaigns screen's summaries (the catalogue: no campaign is replayed), so
// the Statistics screen, kk stats and the benchmark all read the library the same way.
//
// A war is counted once (issue 31): a new campaign with its duplicates and imports is one line (family.ts),
// and the line's result is its copy played furthest (a finished copy before an unfinished one, then the
// most moves, then the oldest). A branch is a line of its own, a what-if of its war: left out of the
// counts, or counted as a war of its own when the player asks; it never changes its war's result.
import type { CampaignList, CampaignSummary } from '../../shared/ipc.js';
import type { BandCount, CountedStatistics, LibraryStatistics, OptionGroup, StatisticsGroup } from '../../shared/statistics.js';
import { inferFamilies, type Family } from './family.js';
import type { CampaignLibrary } from './library.js';
import { COUNTRIES } from '../../shared/data/board.js';
import { LAST_TURN } from '../../shared/data/calendar.js';
import { OPTIONAL_RULES } from '../../shared/data/optional-rules.js';
import { COMPANION_HEADING, COMPANION_WAYS, companionWay } from '../../shared/data/companion-options.js';
import { RESULT_BANDS } from '../../shared/data/victory.js';

/** A Defeat whose record names no front (none should: §15.2 always has one). */
export const FRONT_NOT_RECORDED = 'Front not recorded';

/** Each band's VP range in words, from the bands' lower limits (best first). */
export function bandRanges(): string[] {
  return RESULT_BANDS.map((band, i) => {
    if (i === 0) return `${band.min} or more`;
    const top = RESULT_BANDS[i - 1].min - 1;
    return i === RESULT_BANDS.length - 1 ? `${top} or less` : `${band.min}–${top}`;
  });
}

/** The index in RESULT_BANDS of a VP total (§15.3), counted from the VP, not from the label the file kept. */
function bandIndex(vp: number): number {
  const i = RESULT_BANDS.findIndex((b) => vp >= b.min);
  return i < 0 ? RESULT_BANDS.length - 1 : i;
}

/** The statistics of some campaigns (readable, not deleted). */
export function groupStatistics(campaigns: readonly CampaignSummary[]): StatisticsGroup {
  const ranges = bandRanges();
  const bands = RESULT_BANDS.map((b, i): { label: string; range: string; count: number } => ({ label: b.label, range: ranges[i], count: 0 }));
  const defeatsByTurn = new Array<number>(LAST_TURN).fill(0);
  const fronts = new Map<string, number>(COUNTRIES.map((c) => [c.name, 0]));
  let finished = 0;
  let armistices = 0;
  let defeats = 0;
  let vpTotal = 0;
  for (const c of campaigns) {
    const r = c.result;
    if (r === null) continue;
    finished++;
    if (r.kind === 'armistice') {
      armistices++;
      vpTotal += r.vp;
      bands[bandIndex(r.vp)].count++;
    } else {
      defeats++;
      if (r.turn >= 1 && r.turn <= LAST_TURN) defeatsByTurn[r.turn - 1]++;
      const front = r.front ?? FRONT_NOT_RECORDED;
      fronts.set(front, (fronts.get(front) ?? 0) + 1);
    }
  }
  return {
    played: campaigns.length,
    finished,
    armistices,
    defeats,
    bands: bands satisfies BandCount[],
    defeatsByTurn,
    defeatsByFront: [...fronts].map(([front, count]) => ({ front, count })),
    meanArmisticeVp: armistices > 0 ? vpTotal / armistices : null,
  };
}

/** Which copy of a line stands for it: finished first, then the one played furthest, then the oldest. */
function furthest(a: CampaignSummary, b: CampaignSummary): CampaignSummary {
  if ((a.result === null) !== (b.result === null)) return a.result !== null ? a : b;
  if (a.actionCount !== b.actionCount) return a.actionCount > b.actionCount ? a : b;
  return a.id.localeCompare(b.id) <= 0 ? a : b;
}

/** One campaign for each line of the readable kept campaigns, with whether the line is a branch. */
export function linesOf(campaigns: readonly CampaignSummary[], families: ReadonlyMap<string, Family>): { stands: CampaignSummary; branch: boolean }[] {
  const lines = new Map<string, { stands: CampaignSummary; branch: boolean }>();
  for (const c of campaigns) {
    const family = families.get(c.id);
    const line = family?.line ?? c.id;
    const branch = families.get(line)?.origin.kind === 'branch';
    const seen = lines.get(line);
    lines.set(line, { stands: seen === undefined ? c : furthest(seen.stands, c), branch });
  }
  return [...lines.values()];
}

function counted(wars: readonly CampaignSummary[]): CountedStatistics {
  const byOption: OptionGroup[] = OPTIONAL_RULES.flatMap((rule) =>
    rule.values.map((choice) => ({
      rule: rule.rule,
      label: `${rule.label}: ${choice.word}`,
      stats: groupStatistics(wars.filter((c) => (c.options[rule.id] ?? rule.default) === choice.value)),
    })),
  );
  // Issue 32: the table companion's campaigns are counted apart too, by who rolled the dice and drew the chits.
  const byCompanion: OptionGroup[] = COMPANION_WAYS.map(({ way, words }) => ({
    rule: '',
    label: `${COMPANION_HEADING}: ${words}`,
    stats: groupStatistics(wars.filter((c) => companionWay(c.options) === way)),
  }));
  return { all: groupStatistics(wars), byOption: [...byOption, ...byCompanion] };
}

/**
 * The whole library's statistics: the wars of the campaigns kept (not deleted), all together and by optional
 * rule; again with every branch counted as a war. Without families every campaign is a war of its own.
 */
export function libraryStatistics(list: CampaignList, families: ReadonlyMap<string, Family> = new Map()): LibraryStatistics {
  const readable = list.campaigns.filter((c) => c.problem === null);
  const lines = linesOf(readable, families);
  const wars = lines.filter((l) => !l.branch).map((l) => l.stands);
  return {
    ...counted(wars),
    unreadable: list.campaigns.length - readable.length,
    campaigns: readable.length,
    branches: lines.length - wars.length,
    withBranches: counted(lines.map((l) => l.stands)),
  };
}

/** The library's statistics as the Statistics screen gets them: listed, each war counted once. */
export async function statisticsOf(library: Pick<CampaignLibrary, 'list' | 'record'>): Promise<LibraryStatistics> {
  const list = await library.list();
  // Deleted campaigns too: a duplicate of a deleted campaign is still of its war. Moves are read for imports only.
  const families = await inferFamilies([...list.campaigns, ...list.deleted], (id) => library.record(id).then((r) => r.actions, () => null));
  return libraryStatistics(list, families);
}
