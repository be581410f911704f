// The stamp that drops onto a country's box when it leaves the war. Unlike the other marks it stays
// on the board after its step: BoardScene.showView (the board drawn from the view again) removes it.
import { Container, Graphics, Text } from 'pixi.js';
import { centreOf, type BoxLayout } from '../board/layout.js';
import { stampPose } from './effect-curves.js';

/** A stamp is set at a slant, as a hand would. */
const SLANT = -0.16;

export class Stamp extends Container {
  private readonly centre: { x: number; y: number };

  constructor(layer: Container, box: BoxLayout, text: string, ink: number) {
    super();
    this.label = `fx:stamp:${box.id}`;
    // One Text per stamp, made here once: never a new Text per frame.
    const word = new Text({ text, style: { fontFamily: 'Georgia, serif', fontSize: 30, fontWeight: 'bold', fill: ink, letterSpacing: 3 } });
    word.anchor.set(0.5);
    const fit = Math.min(1, (box.w - 36) / (word.width + 24), (box.h - 20) / (word.height + 16));
    word.scale.set(fit);
    const w = word.width + 24;
    const h = word.height + 14;
    const frame = new Graphics()
      .roundRect(-w / 2, -h / 2, w, h, 6).fill({ color: 0xf4efe0, alpha: 0.55 }).stroke({ width: 4, color: ink })
      .roundRect(-w / 2 + 5, -h / 2 + 5, w - 10, h - 10, 4).stroke({ width: 1.5, color: ink });
    this.addChild(frame, word);
    this.centre = centreOf(box);
    this.rotation = SLANT;
    layer.addChild(this);
    this.draw(0);
  }

  draw(t: number): void {
    const p = stampPose(t);
    this.scale.set(p.scale);
    this.alpha = p.alpha;
    this.position.set(this.centre.x + p.dx, this.centre.y);
  }
}
