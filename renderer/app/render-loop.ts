// Renders only when something changed or an animation runs. Software WebGL is slow, and a board
// redrawn 60 times a second for nothing would starve the page (input, tests, the WebSocket).
import type { Application } from 'pixi.js';

export class RenderLoop {
  private dirty = true;
  private last = 0;
  /** Frame-to-frame times of the frames that were drawn (the benchmark reads these). */
  readonly frameTimes: number[] = [];
  /** JavaScript time of each drawn frame: animations moved on plus the render call (the benchmark's budget). */
  readonly frameWork: number[] = [];
  recordFrames = false;
  /** While true, frames draw nothing (what changed is drawn once it turns false). */
  hold: () => boolean = () => false;

  /** `advance(ms)` moves animations on and says whether any is still running. */
  constructor(private readonly app: Application, private readonly advance: (ms: number) => boolean) {}

  invalidate(): void {
    this.dirty = true;
  }

  start(): void {
    const frame = (now: number): void => {
      const delta = this.last === 0 ? 16 : now - this.last;
      this.last = now;
      const started = performance.now();
      // A long stall (a hidden tab) must not make animations jump: cap the step, not the record.
      const busy = this.advance(Math.min(100, delta));
      if ((busy || this.dirty) && !this.hold()) {
        this.dirty = false;
        this.app.render();
        if (this.recordFrames) {
          this.frameTimes.push(delta);
          this.frameWork.push(performance.now() - started);
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}
