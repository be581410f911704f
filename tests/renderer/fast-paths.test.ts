// The start-up and drawing shortcuts: renderer choice, early API calls, colour strings for Canvas 2D.
import { describe, expect, it, vi } from 'vitest';
import { rendererKind } from '../../renderer/app/renderer-choice.js';
import { withEarlyCalls } from '../../renderer/app/early-calls.js';
import { css } from '../../renderer/board/canvas-paint.js';
import { faceSize, FACE_MARGIN } from '../../renderer/board/tile-face.js';
import { TILE_SIZE } from '../../renderer/board/layout.js';
import type { GameApi } from '../../shared/ipc.js';

describe('rendererKind', () => {
  it('defaults to Canvas 2D and lets the URL pick WebGL', () => {
    expect(rendererKind(new URLSearchParams(''))).toBe('canvas');
    expect(rendererKind(new URLSearchParams('renderer=webgl'))).toBe('webgl');
    expect(rendererKind(new URLSearchParams('renderer=nonsense'))).toBe('canvas');
  });
});

describe('withEarlyCalls', () => {
  it('asks for settings and title info at once, answers the first call from that, later calls afresh', async () => {
    let n = 0;
    const api = { getSettings: vi.fn(async () => ({ call: ++n })), title: vi.fn(async () => ({ t: 1 })), listCampaigns: vi.fn(async () => []) } as unknown as GameApi;
    const wrapped = withEarlyCalls(api);
    expect(api.getSettings).toHaveBeenCalledTimes(1);
    expect(api.title).toHaveBeenCalledTimes(1);
    expect(await wrapped.getSettings()).toEqual({ call: 1 });
    expect(api.getSettings).toHaveBeenCalledTimes(1);
    expect(await wrapped.getSettings()).toEqual({ call: 2 });
    await wrapped.title();
    await wrapped.listCampaigns();
    expect(api.listCampaigns).toHaveBeenCalledTimes(1);
  });

  it('hands an early failure to the first caller', async () => {
    const api = { getSettings: async () => { throw new Error('no host'); }, title: async () => ({}) } as unknown as GameApi;
    await expect(withEarlyCalls(api).getSettings()).rejects.toThrow('no host');
  });
});

describe('baked drawing helpers', () => {
  it('turns Pixi colour numbers into CSS colours', () => {
    expect(css(0x2b2a26)).toBe('rgb(43,42,38)');
    expect(css(0x000000, 0.35)).toBe('rgba(0,0,0,0.35)');
  });

  it('leaves room around a face for its shadow and stroke', () => {
    for (const mode of ['full', 'small', 'chip'] as const) {
      expect(faceSize(mode).w).toBe(TILE_SIZE[mode].w + 2 * FACE_MARGIN + 2);
    }
  });
});
