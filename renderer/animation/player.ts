// Turns the plan for a batch of engine events into steps on the board, with their sounds.
// Every step's finish() leaves the board in its end state (tiles at their slots, upright, full size,
// face up; temporary marks gone), so a skip is always exact; only a stamp stays until showView.
import type { GameEvent, LogEntry } from '../../shared/engine/index.js';
import type { BoardScene } from '../board/board-scene.js';
import type { Banner, DiceTray } from '../ui/overlays.js';
import type { SoundBoard } from '../audio/sound-board.js';
import type { SoundId } from '../audio/sound-ids.js';
import type { TileView } from '../board/tile-view.js';
import { LAYOUT_BY_ID, TILE_SIZE, centreOf, type Point } from '../board/layout.js';
import { uiColours, type Palette } from '../board/tile-look.js';
import { AnimationQueue, type AnimationStep } from './animation-queue.js';
import { planEvents, type PlanItem } from './event-plan.js';
import { chitDrawPose, flyPose, positionFor, sailPose, type Pose } from './tile-motion.js';
import { BoxPulse, Splash } from './board-marks.js';
import { Stamp } from './stamp.js';
import type { ShownPhase } from '../board/shown-moment.js';
import { diceWords } from './dice-words.js';
import { diceStep } from './dice-step.js';

export interface PlayerParts {
  readonly scene: BoardScene;
  readonly dice: DiceTray;
  readonly banner: Banner;
  readonly sounds: SoundBoard | null;
  palette(): Palette;
  /** A phase banner goes up: who is acting changes (the prompt bar says so, issue 14). */
  onPhase?(phase: ShownPhase): void;
  /** The last roll shown and what it decided, in words (issue 32: kept until the next decision); '' clears it. */
  onDiceSaid?(text: string): void;
  /** A roll waits for the player to throw it (the "Roll the dice myself in the app" setting): what to tell them. */
  onRollWaiting?(text: string): void;
}

/** How a batch is played: with its log entries (the dice's words), and whether the app's rolls wait for the player. */
export interface PlayOptions {
  readonly log?: readonly LogEntry[];
  readonly holdRolls?: boolean;
}

/** The plain back of a chit still face down (our own colour, the cup's brown). */
const CHIT_BACK = 0x7a5c36;
const BANNER_INFO = 0xb89b5e;

type PoseAt = (from: Point, to: Point, t: number) => Pose;

function applyPose(view: TileView, pose: Pose): void {
  view.scale.set(pose.scaleX, pose.scaleY);
  view.rotation = pose.rotation;
  const p = positionFor(pose, TILE_SIZE[view.mode]);
  view.position.set(p.x, p.y);
  view.setBack(pose.back ? CHIT_BACK : null);
}

export class EventPlayer {
  readonly queue = new AnimationQueue();
  /** The "Roll the dice myself in the app" setting, read when a roll is reached (it may be turned off meanwhile). */
  rollInApp = false;
  /** The words of the batch being planned (dice-words.ts), by the index of each roll's event. */
  private words = new Map<number, string>();

  constructor(private readonly parts: PlayerParts) {}

  play(events: readonly GameEvent[], options: PlayOptions = {}): void {
    this.words = options.log ? diceWords(events, options.log) : new Map();
    const steps = planEvents(events).map((p) => this.stepFor(p, options.holdRolls === true));
    // The banner clears a moment after the last step; the last dice stay until clearDice() (the next decision).
    steps.push({ ms: 150, finish: () => { this.parts.banner.show('', 0, 0); } });
    this.queue.push(...steps);
  }

  /** The next decision was made (or the board replaced): the last dice and their words go. */
  clearDice(): void {
    this.parts.dice.hide();
    this.parts.onDiceSaid?.('');
  }

  /** A tile going from one box to another along `pose`; ends at its slot, upright, face up. */
  private tileStep(tile: string, from: string, to: string, ms: number, sound: SoundId | null, pose: PoseAt, start?: (view: TileView) => Point): AnimationStep {
    const { scene, sounds } = this.parts;
    let move: ReturnType<BoardScene['beginMove']> = null;
    let origin: Point = { x: 0, y: 0 };
    return {
      ms,
      start: () => {
        move = scene.beginMove(tile, from, to);
        if (move) origin = start ? start(move.view) : move.from;
        sounds?.play(sound);
      },
      update: (t) => {
        if (move) applyPose(move.view, pose(origin, move.to, t));
      },
      finish: () => {
        if (move) {
          move.view.resetPose();
          move.view.position.set(move.to.x, move.to.y);
        }
        scene.endMove(tile);
      },
    };
  }

  /** A banner in a tone's colour, fading out over the last part of its step. */
  private bannerStep(text: string, colour: number, ms: number, sound: SoundId | null, extra?: AnimationStep): AnimationStep {
    const { banner, sounds } = this.parts;
    return {
      ms,
      start: () => { sounds?.play(sound); extra?.start?.(); },
      update: (t) => { banner.show(text, colour, t < 0.85 ? 1 : (1 - t) / 0.15); extra?.update?.(t); },
      finish: () => { banner.show(text, colour, 0); extra?.finish?.(); },
    };
  }

  private stepFor(p: PlanItem, holdRolls: boolean): AnimationStep {
    const { scene, sounds } = this.parts;
    const colours = uiColours(this.parts.palette());
    switch (p.kind) {
      case 'move':
        return this.tileStep(p.tile, p.from, p.to, p.ms, p.sound, flyPose);
      case 'sail':
        return this.tileStep(p.tile, p.from, p.to, p.ms, p.sound, sailPose);
      case 'chit-draw': {
        const cup = LAYOUT_BY_ID[p.cup];
        // The chit comes up out of the middle of the cup, at the size it will have in its new box.
        const fromCup = (view: TileView): Point => {
          const c = cup ? centreOf(cup) : { x: view.x, y: view.y };
          const s = TILE_SIZE[view.mode];
          return { x: c.x - s.w / 2, y: c.y - s.h / 2 };
        };
        return this.tileStep(p.tile, p.cup, p.to, p.ms, p.sound, chitDrawPose, fromCup);
      }
      case 'splash': {
        const box = LAYOUT_BY_ID[p.box];
        let splash: Splash | null = null;
        return {
          ms: p.ms,
          start: () => {
            sounds?.play(p.sound);
            const ship = scene.tileView(p.tile);
            const at = ship?.visible && scene.where(p.tile) === p.box
              ? { x: ship.x + TILE_SIZE[ship.mode].w / 2, y: ship.y + TILE_SIZE[ship.mode].h / 2 }
              : null;
            if (box) splash = new Splash(scene.marks, box, at);
          },
          update: (t) => splash?.draw(t),
          finish: () => { splash?.destroy(); splash = null; },
        };
      }
      case 'crisis': {
        const box = LAYOUT_BY_ID[p.box];
        let pulse: BoxPulse | null = null;
        return this.bannerStep(p.text, colours.bad, p.ms, p.sound, {
          ms: p.ms,
          start: () => { if (box) pulse = new BoxPulse(scene.marks, box, colours.bad); },
          update: (t) => pulse?.draw(t),
          finish: () => { pulse?.destroy(); pulse = null; },
        });
      }
      case 'stamp': {
        let stamps: Stamp[] = [];
        return {
          ms: p.ms,
          start: () => {
            sounds?.play(p.sound);
            stamps = p.boxes.flatMap((id) => (LAYOUT_BY_ID[id] ? [new Stamp(scene.marks, LAYOUT_BY_ID[id], p.text, colours.bad)] : []));
          },
          update: (t) => { for (const s of stamps) s.draw(t); },
          // The stamp stays, landed, until the board is drawn from the view again.
          finish: () => { for (const s of stamps) s.draw(1); },
        };
      }
      case 'dice':
        return diceStep(p, this.parts, p.at !== undefined ? this.words.get(p.at) : undefined, holdRolls ? () => this.rollInApp : null);
      case 'banner': {
        const colour = p.tone === 'good' ? colours.good : p.tone === 'bad' || p.tone === 'alarm' ? colours.bad : BANNER_INFO;
        const phase = p.phase;
        if (phase === undefined) return this.bannerStep(p.text, colour, p.ms, p.sound);
        // The header and the prompt bar name the new phase as its banner goes up.
        return this.bannerStep(p.text, colour, p.ms, p.sound, { ms: p.ms, start: () => { scene.showPhase(phase); this.parts.onPhase?.(phase); } });
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
