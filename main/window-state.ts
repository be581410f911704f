// Window size, position and full-screen state: remembered in settings, and restored only where a
// display can show it (a monitor may have been unplugged since).
import type { WindowState } from './settings-model.js';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export const DEFAULT_SIZE = { width: 1440, height: 900 } as const;
const MIN_VISIBLE = 100;

function overlap(a: Rect, b: Rect): Rect {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.min(a.x + a.width, b.x + b.width) - x, height: Math.min(a.y + a.height, b.y + b.height) - y };
}

/** Bounds for the new window: the saved ones if a work area shows enough of them, else a default size. */
export function restoreBounds(saved: WindowState | null, workAreas: readonly Rect[]): { bounds: Partial<Rect> & { width: number; height: number }; maximized: boolean; fullScreen: boolean } {
  if (saved === null) return { bounds: { ...DEFAULT_SIZE }, maximized: false, fullScreen: false };
  const visible = workAreas.some((area) => {
    const o = overlap(saved, area);
    return o.width >= MIN_VISIBLE && o.height >= MIN_VISIBLE;
  });
  const size = { width: saved.width, height: saved.height };
  return { bounds: visible ? { ...size, x: saved.x, y: saved.y } : size, maximized: saved.maximized, fullScreen: saved.fullScreen };
}

/** What BrowserWindow tells us, reduced to what we store (normal bounds, not the maximised ones). */
export function captureWindowState(win: { getNormalBounds(): Rect; isMaximized(): boolean; isFullScreen(): boolean }): WindowState {
  const b = win.getNormalBounds();
  return {
    x: Math.round(b.x),
    y: Math.round(b.y),
    width: Math.max(200, Math.round(b.width)),
    height: Math.max(200, Math.round(b.height)),
    maximized: win.isMaximized(),
    fullScreen: win.isFullScreen(),
  };
}
