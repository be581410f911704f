// Plays animation steps one after another, driven by tick(ms) from the Pixi ticker (or a test).
// skip() jumps every queued step to its end state, so the board is always exact after a skip.

export interface AnimationStep {
  /** Logical duration at speed 1, in ms. */
  readonly ms: number;
  /** Called once when the step starts. */
  start?(): void;
  /** Progress 0…1 (eased by the step itself). */
  update?(t: number): void;
  /** Called once, always: puts the board in the step's end state. */
  finish?(): void;
}

export class AnimationQueue {
  private readonly steps: AnimationStep[] = [];
  private current: AnimationStep | null = null;
  private elapsed = 0;
  private idleListeners: (() => void)[] = [];

  /** 0 = instant, 1 = normal, up to 4 = four times as fast. */
  speed = 1;

  push(...steps: AnimationStep[]): void {
    this.steps.push(...steps);
    if (this.speed <= 0) this.skip();
  }

  get idle(): boolean {
    return this.current === null && this.steps.length === 0;
  }

  get pending(): number {
    return this.steps.length + (this.current ? 1 : 0);
  }

  /** Resolves when the queue has nothing left to play. */
  whenIdle(): Promise<void> {
    if (this.idle) return Promise.resolve();
    return new Promise((resolve) => this.idleListeners.push(resolve));
  }

  tick(ms: number): void {
    let budget = this.speed > 0 ? ms * this.speed : Number.POSITIVE_INFINITY;
    while (budget > 0) {
      if (this.current === null) {
        const next = this.steps.shift();
        if (next === undefined) break;
        this.current = next;
        this.elapsed = 0;
        next.start?.();
      }
      const step = this.current;
      const left = step.ms - this.elapsed;
      if (budget >= left) {
        budget -= left;
        step.update?.(1);
        step.finish?.();
        this.current = null;
      } else {
        this.elapsed += budget;
        budget = 0;
        step.update?.(step.ms > 0 ? this.elapsed / step.ms : 1);
      }
    }
    this.notifyIfIdle();
  }

  /** Ends the current step and every queued one at once. */
  skip(): void {
    const all = this.current ? [this.current, ...this.steps] : [...this.steps];
    const startedCurrent = this.current !== null;
    this.current = null;
    this.steps.length = 0;
    all.forEach((s, i) => {
      if (i > 0 || !startedCurrent) s.start?.();
      s.update?.(1);
      s.finish?.();
    });
    this.notifyIfIdle();
  }

  private notifyIfIdle(): void {
    if (!this.idle || this.idleListeners.length === 0) return;
    const listeners = this.idleListeners;
    this.idleListeners = [];
    for (const l of listeners) l();
  }
}

/** Smooth start and stop. */
export function easeInOut(t: number): number {
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
