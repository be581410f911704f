// The figures of the strength table (docs/strength.md) with their 95 % errors (normal approximation:
// 1.96 standard errors), shared by the table tool and the advisor's campaigns.
export const Z95 = 1.96;

export interface MeanWithError {
  readonly mean: number;
  readonly err: number;
}

/** Mean and 95 % error of the Defeat turns, from the histogram turn → campaigns. */
export function defeatTurnStats(hist: Readonly<Record<string, number>>): MeanWithError | null {
  let n = 0;
  let sum = 0;
  let squares = 0;
  for (const [turn, count] of Object.entries(hist)) {
    n += count;
    sum += Number(turn) * count;
    squares += Number(turn) * Number(turn) * count;
  }
  if (n < 2) return null;
  const mean = sum / n;
  const sd = Math.sqrt(Math.max(0, (squares - n * mean * mean) / (n - 1)));
  return { mean, err: (Z95 * sd) / Math.sqrt(n) };
}

/** A share of `games` with its 95 % error. */
export function shareStats(hits: number, games: number): MeanWithError {
  const share = games > 0 ? hits / games : 0;
  return { mean: share, err: games > 0 ? Z95 * Math.sqrt((share * (1 - share)) / games) : 0 };
}

/** The mean VP's 95 % error from their standard deviation over `wins` Armistices. */
export function vpError(vpSd: number | null, wins: number): number | null {
  return vpSd === null || wins < 1 ? null : (Z95 * vpSd) / Math.sqrt(wins);
}
