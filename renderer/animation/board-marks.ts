// Short-lived marks an animation draws over a box: the splash of a ship lost at sea and the red pulse
// of an Over the Top crisis. Each is one Graphics in the scene's effects layer, repainted per frame
// (a handful of shapes: cheap on the Canvas 2D renderer) and destroyed when its step ends.
import { Graphics, type Container } from 'pixi.js';
import { centreOf, type BoxLayout, type Point } from '../board/layout.js';
import { SPLASH_RINGS, pulseAlpha, splashRing } from './effect-curves.js';

const FOAM = 0xe8f6ff;

export class Splash {
  private readonly g = new Graphics();

  /** `at`: where the ship is (its centre); the box's centre when it is not shown. */
  constructor(layer: Container, box: BoxLayout, at: Point | null) {
    this.g.label = `fx:splash:${box.id}`;
    const c = at ?? centreOf(box);
    this.g.position.set(c.x, c.y + 6);
    layer.addChild(this.g);
  }

  draw(t: number): void {
    const g = this.g.clear();
    // A dark swirl where the ship went down, fading as the rings spread.
    if (t < 0.7) g.ellipse(0, 0, 16, 7).fill({ color: 0x0b2233, alpha: 0.6 * (1 - t / 0.7) });
    for (let k = 0; k < SPLASH_RINGS; k++) {
      const r = splashRing(k, t);
      if (r.alpha <= 0) continue;
      // Flattened rings: seen from above at a slant, like the sea on the map.
      g.ellipse(0, 0, r.radius, r.radius * 0.45).stroke({ width: 3, color: FOAM, alpha: r.alpha });
    }
    // Spray: a few drops thrown up and falling back in the first half.
    if (t < 0.5) {
      const h = Math.sin((t / 0.5) * Math.PI) * 26;
      for (let i = -2; i <= 2; i++) g.circle(i * 7, -h * (1 - Math.abs(i) * 0.25), 2.5).fill({ color: FOAM, alpha: 0.9 });
    }
  }

  destroy(): void {
    if (!this.g.destroyed) this.g.destroy();
  }
}

export class BoxPulse {
  private readonly g = new Graphics();

  constructor(layer: Container, private readonly box: BoxLayout, private readonly colour: number) {
    this.g.label = `fx:pulse:${box.id}`;
    this.g.position.set(box.x, box.y);
    layer.addChild(this.g);
  }

  draw(t: number): void {
    const a = pulseAlpha(t);
    const { w, h } = this.box;
    this.g.clear();
    if (a <= 0) return;
    this.g.roundRect(0, 0, w, h, 6).fill({ color: this.colour, alpha: a * 0.6 });
    this.g.roundRect(-3, -3, w + 6, h + 6, 8).stroke({ width: 5, color: this.colour, alpha: Math.min(1, a * 2) });
  }

  destroy(): void {
    if (!this.g.destroyed) this.g.destroy();
  }
}
