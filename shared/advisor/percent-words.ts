// A share in the General Staff's words, on its own so that the ranking's words and the why sentence both use
// it without importing each other through the session.

/** A 0–1 share as a whole percentage ("31 %"); below 1 % but above nothing says "< 1 %". */
export function percent(share: number): string {
  const p = Math.round(share * 100);
  if (p === 0 && share > 0) return '< 1 %';
  if (p === 100 && share < 1) return '> 99 %';
  return `${p} %`;
}
