// The board at any moment as a PNG (issue #34: the after-action report's picture of each turning point), drawn
// with the app's own Pixi renderer on a scene of its own: the board in play, its zoom and its animations are
// not touched. One scene is kept and shown each view in turn (a scene a picture costs its textures).
import { Rectangle, type Renderer } from 'pixi.js';
import type { BoardView } from '../../shared/engine/index.js';
import { BoardScene } from '../board/board-scene.js';
import { BOARD } from '../board/layout.js';
import { loadMapImage } from '../board/map-image.js';
import type { Palette } from '../board/tile-look.js';

/** Pixels per board unit: a 1520-unit board comes out 912 pixels wide, readable and small enough to embed. */
export const PICTURE_RESOLUTION = 0.6;

let scene: BoardScene | null = null;

export interface PictureLook {
  readonly palette: Palette;
  /** The text-size setting's factor for the board's words. */
  readonly textScale: number;
}

/** `view` drawn as the board shows it, as a PNG data URL. */
export async function drawBoardPicture(renderer: Renderer, view: BoardView, look: PictureLook): Promise<string> {
  // The map's picture first, so the picture has its map rather than the plain sea that stands in for it.
  await loadMapImage(look.palette);
  scene ??= new BoardScene({ onClick: () => undefined, onHover: () => undefined });
  scene.setPalette(look.palette, null);
  scene.setTextScale(look.textScale);
  scene.refreshCaches(PICTURE_RESOLUTION);
  scene.showView(view);
  return renderer.extract.base64({ target: scene, format: 'png', resolution: PICTURE_RESOLUTION, frame: new Rectangle(BOARD.x, BOARD.y, BOARD.width, BOARD.height) });
}
