// Engine events: the single source for the renderer's animations and for the game log (core/log.ts).
// Every event carries the rule that caused it.
import type { GameState } from './state.js';
import type { CountryId } from '../../data/ids.js';

export type GameEvent =
  | { type: 'dice'; rule: string; dice: number[]; why: string; forced: boolean }
  | { type: 'draw'; rule: string; cup: string; tile: string }
  | { type: 'move'; rule: string; tile: string; from: string; to: string }
  | { type: 'phase'; rule: string; turn: number; phase: string }
  | { type: 'attack'; rule: string; target: string; paidWith: string; roll: number; drm: number; strength: number; success: boolean }
  | { type: 'defeat-check'; rule: string; dice: number[]; unruhe: number; success: boolean }
  | { type: 'surrender'; rule: string; country: string }
  | { type: 'game-over'; rule: string; result: 'defeat' | 'armistice'; vp: number; band: string; front?: CountryId }
  | { type: 'note'; rule: string; text: string }
  | { type: 'not-implemented'; rule: string; text: string };

/** Where events go during one act(). Rollouts (bench, sim) switch recording off for speed. */
let sink: GameEvent[] = [];
let recording = true;

export function setEventRecording(on: boolean): void {
  recording = on;
}

/** Whether events are being recorded (hot paths skip building an event that nobody reads). */
export function recordingEvents(): boolean {
  return recording;
}

export function emit(_st: GameState, event: GameEvent): void {
  if (recording) sink.push(event);
}

/** Hands over the events recorded since the last call. */
export function takeEvents(): GameEvent[] {
  const out = sink;
  sink = [];
  return out;
}

/** A log line in the project's words, for `note` events. */
export function note(st: GameState, rule: string, text: string): void {
  if (recording) sink.push({ type: 'note', rule, text });
}
