// Fits the stage (canvas + DOM panels) to the window as app/window-layout.ts lays it out: the wrapper is the
// whole window in logical units, scaled to CSS pixels; CSS variables place the side panel, the zoom buttons
// and the History bar. The renderer's resolution follows the real pixel count, and the board re-bakes its
// tile and map textures at it (sharp at 4K).
import type { Application } from 'pixi.js';
import { renderResolution, windowLayout, type WindowLayout } from './window-layout.js';

/** Scales the stage wrapper and places its DOM parts (the screens need this before the board exists). */
export function fitWrapper(wrapper: HTMLElement): WindowLayout {
  const l = windowLayout(window.innerWidth, window.innerHeight);
  const style = wrapper.style;
  style.transform = `scale(${l.scale})`;
  style.width = `${l.stage.w}px`;
  style.height = `${l.stage.h}px`;
  const vars: Record<string, number> = {
    'panel-x': l.panel.x, 'panel-y': l.panel.y, 'panel-w': l.panel.w, 'panel-h': l.panel.h,
    'column-w': l.column.w, 'column-h': l.column.h, 'board-h': l.boardArea.h,
  };
  for (const [name, value] of Object.entries(vars)) style.setProperty(`--${name}`, `${value}px`);
  wrapper.classList.toggle('panel-below', l.panelBelow);
  return l;
}

/** The canvas covers the board column only (it starts at the stage's corner); the side panel is DOM beside or below it. */
export function fitStage(app: Application, wrapper: HTMLElement): WindowLayout {
  const l = fitWrapper(wrapper);
  app.renderer.resize(l.column.w, l.column.h, renderResolution(l.scale, window.devicePixelRatio || 1));
  app.canvas.style.width = `${l.column.w}px`;
  app.canvas.style.height = `${l.column.h}px`;
  return l;
}
