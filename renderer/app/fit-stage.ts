// Fits the fixed 1920×1080 stage (canvas + DOM panels) to the window. The renderer's resolution
// follows the real pixel count, and the board re-bakes its tile and map textures at it (sharp at 4K).
import type { Application } from 'pixi.js';
import { STAGE } from '../board/layout.js';

export function fitScale(windowW: number, windowH: number): number {
  return Math.min(windowW / STAGE.width, windowH / STAGE.height);
}

/** Renderer resolution for a scale: device pixels per logical pixel, capped to keep memory sane. */
export function renderResolution(scale: number, devicePixelRatio: number): number {
  return Math.min(4, Math.max(0.5, scale * devicePixelRatio));
}

/** Scales and centres the stage wrapper (the DOM screens need this before the board exists). */
export function fitWrapper(wrapper: HTMLElement): number {
  const s = fitScale(window.innerWidth, window.innerHeight);
  wrapper.style.transform = `scale(${s})`;
  wrapper.style.left = `${Math.max(0, (window.innerWidth - STAGE.width * s) / 2)}px`;
  wrapper.style.top = `${Math.max(0, (window.innerHeight - STAGE.height * s) / 2)}px`;
  return s;
}

export function fitStage(app: Application, wrapper: HTMLElement): void {
  const s = fitWrapper(wrapper);
  app.renderer.resize(STAGE.width, STAGE.height, renderResolution(s, window.devicePixelRatio || 1));
  app.canvas.style.width = `${STAGE.width}px`;
  app.canvas.style.height = `${STAGE.height}px`;
}
