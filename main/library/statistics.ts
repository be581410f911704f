// Statistics across the campaign library: campaigns played and finished, Armistice results by §15.3 band,
// Defeats by turn and by front (§15.2), the mean VP of the Armistices, each again for every value of every
// optional rule. Counted from the Campaigns screen's summaries (the catalogue: no campaign is replayed), so
// the Statistics screen, kk stats and the benchmark all read the library the same way.
import type { CampaignList, CampaignSummary } from '../../shared/ipc.js';
import type { BandCount, LibraryStatistics, OptionGroup, StatisticsGroup } from '../../shared/statistics.js';
import { COUNTRIES } from '../../shared/data/board.js';
import { LAST_TURN } from '../../shared/data/calendar.js';
import { OPTIONAL_RULES } from '../../shared/data/optional-rules.js';
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

/** The whole library's statistics: the campaigns kept (not deleted), all together and by optional rule. */
export function libraryStatistics(list: CampaignList): LibraryStatistics {
  const readable = list.campaigns.filter((c) => c.problem === null);
  const byOption: OptionGroup[] = OPTIONAL_RULES.flatMap((rule) =>
    rule.values.map((choice) => ({
      rule: rule.rule,
      label: `${rule.label}: ${choice.word}`,
      stats: groupStatistics(readable.filter((c) => (c.options[rule.id] ?? rule.default) === choice.value)),
    })),
  );
  return { all: groupStatistics(readable), byOption, unreadable: list.campaigns.length - readable.length };
}
