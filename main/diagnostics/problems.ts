// Where any part of main reports a problem for the diagnostics log (issue 35): the app installs its log at
// start (main/index.ts); elsewhere (tests, the web host, kk) reports go nowhere. One sentence each, never a
// campaign's contents.
type Sink = (source: string, message: string) => void;

let sink: Sink | null = null;

export function setProblemSink(next: Sink | null): void {
  sink = next;
}

/** A problem in words: an Error's message (its stack's first frames too), or the value as text. */
export function reportProblem(source: string, problem: unknown): void {
  if (sink === null) return;
  const message = problem instanceof Error ? `${problem.message}${problem.stack ? ` (${problem.stack.split('\n').slice(1, 4).map((l) => l.trim()).join(' < ')})` : ''}` : String(problem);
  try {
    sink(source, message);
  } catch {
    // A log must never break what reported to it.
  }
}
