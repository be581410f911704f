// Fits the stage (canvas + DOM panels) to the window as app/window-layout.ts lays it out: the wrapper is the
// whole window in logical units, scaled to CSS pixels; CSS variables place the side panel, the board's tools
// (the panel's button, zoom) and the History bar. The renderer's resolution follows the real pixel count, and
// the board re-bakes its tile and map textures at it (sharp at 4K). The layout also follows what the player
// chose in this page (issue #33): the side panel open or closed, and the text size (a taller prompt bar).
import type { Application } from 'pixi.js';
import type { TextSize } from '../../shared/ipc.js';
import { TEXT_SCALE } from '../ui/text-size.js';
import { panelShownNow, renderResolution, windowLayout, type PanelChoice, type WindowLayout } from './window-layout.js';

/** The player's choices the layout follows: the text size's factor and the side panel (kept for this page only). */
const chosen: { textScale: number; panel: PanelChoice | null } = { textScale: 1, panel: null };

/** The text-size setting, for the next layout; true when it changed. */
export function setLayoutTextSize(size: TextSize): boolean {
  const scale = TEXT_SCALE[size];
  if (chosen.textScale === scale) return false;
  chosen.textScale = scale;
  return true;
}

/** The player opened (true) or closed the side panel, for the next layout. */
export function choosePanel(choice: PanelChoice): void {
  chosen.panel = choice;
}

/** The layout of this window now, with the player's choices. */
export function currentLayout(): WindowLayout {
  const w = window.innerWidth;
  const h = window.innerHeight;
  return windowLayout(w, h, { textScale: chosen.textScale, panel: panelShownNow(chosen.panel, w, h) });
}

/** Scales the stage wrapper and places its DOM parts (the screens need this before the board exists). */
export function fitWrapper(wrapper: HTMLElement): WindowLayout {
  const l = currentLayout();
  const style = wrapper.style;
  style.transform = `scale(${l.scale})`;
  style.width = `${l.stage.w}px`;
  style.height = `${l.stage.h}px`;
  const vars: Record<string, number> = {
    'panel-x': l.panel.x, 'panel-y': l.panel.y, 'panel-w': l.panel.w, 'panel-h': l.panel.h,
    'column-w': l.column.w, 'column-h': l.column.h, 'board-h': l.boardArea.h,
    'tools-x': l.tools.x, 'tools-y': l.tools.y, 'tools-w': l.tools.w, 'tools-h': l.tools.h,
  };
  for (const [name, value] of Object.entries(vars)) style.setProperty(`--${name}`, `${value}px`);
  wrapper.classList.toggle('panel-below', l.panelBelow);
  wrapper.classList.toggle('panel-hidden', !l.panelShown);
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
