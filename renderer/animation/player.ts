// Turns the plan for a batch of engine events into steps on the board, with their sounds.
import type { GameEvent } from '../../shared/engine/core/events.js';
import type { BoardScene } from '../board/board-scene.js';
import type { Banner, DiceTray } from '../ui/overlays.js';
import type { SoundBoard } from '../audio/sound-board.js';
import { uiColours, type Palette } from '../board/tile-look.js';
import { AnimationQueue, easeInOut, type AnimationStep } from './animation-queue.js';
import { planEvents, type PlanItem } from './event-plan.js';

export interface PlayerParts {
  readonly scene: BoardScene;
  readonly dice: DiceTray;
  readonly banner: Banner;
  readonly sounds: SoundBoard | null;
  palette(): Palette;
}

export class EventPlayer {
  readonly queue = new AnimationQueue();

  constructor(private readonly parts: PlayerParts) {}

  play(events: readonly GameEvent[]): void {
    const steps = planEvents(events).map((p) => this.stepFor(p));
    // Leave the last dice and banner up a moment, then clear them.
    steps.push({ ms: 150, finish: () => { this.parts.dice.hide(); this.parts.banner.show('', 0, 0); } });
    this.queue.push(...steps);
  }

  private stepFor(p: PlanItem): AnimationStep {
    const { scene, dice, banner, sounds } = this.parts;
    const colours = uiColours(this.parts.palette());
    switch (p.kind) {
      case 'move': {
        let move: ReturnType<BoardScene['beginMove']> = null;
        return {
          ms: p.ms,
          start: () => {
            move = scene.beginMove(p.tile, p.from, p.to);
            sounds?.play(p.sound);
          },
          update: (t) => {
            if (!move) return;
            const e = easeInOut(t);
            const lift = Math.sin(Math.PI * t) * 30;
            move.view.position.set(move.from.x + (move.to.x - move.from.x) * e, move.from.y + (move.to.y - move.from.y) * e - lift);
          },
          finish: () => {
            if (move) move.view.position.set(move.to.x, move.to.y);
            scene.endMove(p.tile);
          },
        };
      }
      case 'dice':
        return {
          ms: p.ms,
          start: () => sounds?.play(p.sound),
          update: (t) => dice.show(p.dice, p.why, t),
        };
      case 'banner': {
        const colour = p.tone === 'good' ? colours.good : p.tone === 'bad' || p.tone === 'alarm' ? colours.bad : 0xb89b5e;
        return {
          ms: p.ms,
          start: () => sounds?.play(p.sound),
          update: (t) => banner.show(p.text, colour, t < 0.85 ? 1 : (1 - t) / 0.15),
          finish: () => banner.show(p.text, colour, 0),
        };
      }
      case 'flash':
        return {
          ms: p.ms,
          start: () => sounds?.play(p.sound),
          update: (t) => scene.tileView(p.tile)?.setRing(Math.floor(t * 6) % 2 === 0 ? (p.good ? colours.good : colours.bad) : null, 5),
          finish: () => scene.tileView(p.tile)?.setRing(null),
        };
    }
  }
}
