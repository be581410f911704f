// Plays animation steps one after another, driven by tick(ms) from the Pixi ticker (or a test).
// skip() jumps every queued step to its end state, so the board is always exact after a skip.
// A step may hold (issue 32, "Roll the dice myself in the app"): the queue waits before it until go(), so the
// player throws each roll; skipToHold() (the player's click or Space) ends the steps before the next such wait
// and never passes it. Steps always run in the order pushed, each exactly once.

export interface AnimationStep {
  /** Logical duration at speed 1, in ms. */
  readonly ms: number;
  /** Called once when the step starts. */
  start?(): void;
  /** Progress 0…1 (eased by the step itself). */
  update?(t: number): void;
  /** Called once, always: puts the board in the step's end state. */
  finish?(): void;
  /** Asked when the queue reaches the step: true, it waits there until go() (read again on every tick, so a
   *  setting turned off lets it through). */
  hold?(): boolean;
  /** Called once when the queue starts waiting before the step. */
  waiting?(): void;
}

export class AnimationQueue {
  private readonly steps: AnimationStep[] = [];
  private current: AnimationStep | null = null;
  private elapsed = 0;
  private idleListeners: (() => void)[] = [];
  /** The holding step let through by go(), and the one whose wait has been announced. */
  private released: AnimationStep | null = null;
  private announced: AnimationStep | null = null;

  /** 0 = instant, 1 = normal, up to 4 = four times as fast. */
  speed = 1;

  push(...steps: AnimationStep[]): void {
    this.steps.push(...steps);
    if (this.speed <= 0) this.skipToHold();
    else this.announceHold();
  }

  /** Waiting before a holding step for the player's go(). */
  get held(): boolean {
    const next = this.current === null ? this.steps[0] : undefined;
    return next !== undefined && next !== this.released && next.hold?.() === true;
  }

  /** The player threw the dice: the waiting step plays (at once when animations are instant). */
  go(): void {
    if (!this.held) return;
    this.released = this.steps[0];
    if (this.speed <= 0) this.skipToHold();
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
        if (this.held) break;
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
    this.announceHold();
    this.notifyIfIdle();
  }

  /** Ends the current step and every queued one at once, holding or not (the board is replaced). */
  skip(): void {
    this.finishUpTo(this.steps.length);
  }

  /** Ends the current step and the queued ones before the next wait (all of them when none waits). */
  skipToHold(): void {
    let n = 0;
    while (n < this.steps.length && !(this.steps[n].hold?.() === true && this.steps[n] !== this.released)) n++;
    this.finishUpTo(n);
    this.announceHold();
  }

  /** Ends the current step and the first `n` queued ones, in order. */
  private finishUpTo(n: number): void {
    const startedCurrent = this.current !== null;
    const all = this.current ? [this.current, ...this.steps.splice(0, n)] : this.steps.splice(0, n);
    this.current = null;
    all.forEach((s, i) => {
      if (i > 0 || !startedCurrent) s.start?.();
      s.update?.(1);
      s.finish?.();
    });
    this.notifyIfIdle();
  }

  /** Tells a holding step, once, that the queue waits before it. */
  private announceHold(): void {
    if (!this.held || this.announced === this.steps[0]) return;
    this.announced = this.steps[0];
    this.steps[0].waiting?.();
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
