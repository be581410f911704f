// Renders only when something changed or an animation runs. Software WebGL is slow, and a board
// redrawn 60 times a second for nothing would starve the page (input, tests, the WebSocket).
import type { Application } from 'pixi.js';

export class RenderLoop {
  private dirty = true;
  private last = 0;
  /** Frame-to-frame times of the frames that were drawn (the benchmark reads these). */
  readonly frameTimes: number[] = [];
  recordFrames = false;

  /** `advance(ms)` moves animations on and says whether any is still running. */
  constructor(private readonly app: Application, private readonly advance: (ms: number) => boolean) {}

  invalidate(): void {
    this.dirty = true;
  }

  start(): void {
    const frame = (now: number): void => {
      const ms = this.last === 0 ? 16 : Math.min(100, now - this.last);
      this.last = now;
      const busy = this.advance(ms);
      if (busy || this.dirty) {
        this.dirty = false;
        this.app.render();
        if (this.recordFrames) this.frameTimes.push(ms);
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
}
