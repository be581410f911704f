// A flat button built from vector Graphics and Text on @pixi/ui's FancyButton (sharp at any scale).
import { Graphics, Text } from 'pixi.js';
import { FancyButton } from '@pixi/ui';
import { fitLabel, lineHeight } from './label-fit.js';

const SANS = '"DejaVu Sans", Verdana, sans-serif';

export interface ButtonLook {
  readonly fill: number;
  readonly hover: number;
  readonly ink: number;
}

export const BUTTON_LOOK: ButtonLook = { fill: 0x3d4a3a, hover: 0x5b6e56, ink: 0xf4efe0 };
export const ACCENT_LOOK: ButtonLook = { fill: 0x7a3b2e, hover: 0x9b4d3c, ink: 0xffffff };
/** A button that can be pressed but will only explain why it cannot act (a blocked Undo). */
export const BLOCKED_LOOK: ButtonLook = { fill: 0x555555, hover: 0x666666, ink: 0xd8d8d8 };

function face(w: number, h: number, colour: number, border: number): Graphics {
  return new Graphics().roundRect(0, 0, w, h, 6).fill(colour).stroke({ width: 1.5, color: border });
}

/** Width a label needs at the button font size (for laying buttons out in rows). */
export function measureLabel(label: string, fontSize = 14): number {
  const t = new Text({ text: label, style: { fontFamily: SANS, fontSize } });
  const w = t.width;
  t.destroy();
  return w;
}

/**
 * Measures the prompt bar's two fonts once (Pixi keeps each font's metrics): done in idle time while the
 * title waits, the first decision's buttons do not pay for it (≈ 25 ms on this machine, issue #14).
 */
export function prewarmButtonFonts(): void {
  for (const size of [14, 16]) measureLabel('Ag', size);
}

/** `fontSize`: the label's size (the prompt bar's follows the text-size setting). */
export function makeButton(label: string, w: number, h: number, onPress: () => void, look: ButtonLook = BUTTON_LOOK, fontSize = 14): FancyButton {
  const text = new Text({ text: label, style: { fontFamily: SANS, fontSize, fill: look.ink } });
  const fit = fitLabel(text.width, fontSize, { w: w - 12, h: h - 4 });
  if (fit.lines === 2) {
    text.style.fontSize = fit.fontSize;
    text.style.lineHeight = lineHeight(fit.fontSize);
    text.style.align = 'center';
    text.style.wordWrap = true;
    // the wrap width is in the text's own units, before the last shrink
    text.style.wordWrapWidth = (w - 12) / fit.scale;
  }
  text.scale.set(fit.scale);
  const b = new FancyButton({
    defaultView: face(w, h, look.fill, 0x1d1d1a),
    hoverView: face(w, h, look.hover, 0xffd23f),
    pressedView: face(w, h, look.hover, 0xffffff),
    disabledView: face(w, h, 0x555555, 0x333333),
    text,
  });
  // No press animation: @pixi/ui tweens outlive buttons the prompt bar destroys right after a press.
  b.label = `button:${label}`;
  b.onPress.connect(onPress);
  return b;
}
