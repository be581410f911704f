// What the player reads when a review stopped because it failed (issue #34): a plain sentence in the review's
// status (ReviewStatus.problem), the worker's own words kept in the diagnostics log as well (review-desk.ts).

/**
 * The sentence for a review whose worker failed with `message`; `kept` whether anything it had done is kept
 * (a review that fails before its first decision has nothing to go on from: it is started afresh).
 */
export function reviewProblem(message: string, kept: boolean): string {
  const said = message.trim().replace(/[.\s]+$/, '');
  const cause = /out of memory|memory limit/i.test(said)
    ? 'the computer ran out of memory for it'
    : `one of its worker threads failed${said === '' ? '' : ` (“${said.length > 200 ? `${said.slice(0, 200)}…` : said}”)`}`;
  return kept
    ? `The review stopped: ${cause}. What it had done is kept: start it again to go on from there.`
    : `The review stopped before it had reviewed any decision: ${cause}. Start it again to try once more.`;
}
