// Work that can wait for a quiet moment (issue #14, launch time): run when the page is idle, or after
// `timeout` ms at the latest.
export function whenIdle(f: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(f, { timeout });
  else setTimeout(f, 50);
}
