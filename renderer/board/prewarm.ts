// Tile faces baked ahead of need: while the title screen waits for the player, the faces of the tiles a
// new campaign shows are painted in idle time, so New campaign does not have to bake ~100 of them at once.
import { SETUP } from '../../shared/data/setup.js';
import { LAYOUT_BY_ID, type TileMode } from './layout.js';

/** Every tile the opening board shows, with the size its setup box draws it at (cups and tray hide theirs). */
export function openingTiles(): [string, TileMode][] {
  const out: [string, TileMode][] = [];
  for (const [id, loc] of Object.entries(SETUP)) {
    const box = LAYOUT_BY_ID[loc];
    if (box && box.style !== 'counter') out.push([id, box.mode]);
  }
  return out;
}

/** Something that can bake one tile (BoardScene.prepareTile). */
export interface TileBaker {
  prepareTile(id: string, mode: TileMode): void;
}

/** Runs `work` when the page is idle, telling it how many ms of the idle period are left. */
export type IdleScheduler = (work: (timeLeft: () => number) => void) => void;

/**
 * Bakes `tiles` in slices of idle time (at least one tile a slice), so the title stays responsive; a tile a
 * campaign shows first is baked then and skipped here. Resolves with the number of tiles gone through.
 */
export function prewarmTiles(baker: TileBaker, tiles: readonly [string, TileMode][], idle: IdleScheduler): Promise<number> {
  return new Promise((resolve) => {
    let next = 0;
    const slice = (timeLeft: () => number): void => {
      do baker.prepareTile(...tiles[next++]);
      while (next < tiles.length && timeLeft() > 2);
      if (next < tiles.length) idle(slice);
      else resolve(next);
    };
    if (tiles.length === 0) resolve(0);
    else idle(slice);
  });
}
