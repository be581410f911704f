// What the player reads when a review stopped because it failed (issue #34): a plain sentence in the review's
// status (ReviewStatus.problem), the worker's own words kept in the diagnostics log as well (review-desk.ts).

/** The sentence for a review whose worker failed with `message`. */
export function reviewProblem(message: string): string {
  const said = message.trim().replace(/[.\s]+$/, '');
  const cause = /out of memory|memory limit/i.test(said)
    ? 'the computer ran out of memory for it'
    : `one of its worker threads failed${said === '' ? '' : ` (“${said.length > 200 ? `${said.slice(0, 200)}…` : said}”)`}`;
  return `The review stopped: ${cause}. What it had done is kept: start it again to go on from there.`;
}
