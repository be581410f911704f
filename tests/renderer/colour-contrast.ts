// WCAG 2.1 colour arithmetic for the board's colour tests (the renderer's own, so tests and board agree).
export { contrast, luminance, over } from '../../renderer/board/colour-math.js';
