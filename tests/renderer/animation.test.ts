import { describe, expect, it } from 'vitest';
import { AnimationQueue } from '../../renderer/animation/animation-queue.js';
import { planEvents } from '../../renderer/animation/event-plan.js';
import { packRows } from '../../renderer/ui/row-packing.js';
import { tileLook } from '../../renderer/board/tile-look.js';
import { MIN_UI_SCALE, renderResolution, uiScale } from '../../renderer/app/window-layout.js';

function recorder() {
  const log: string[] = [];
  const step = (name: string, ms: number) => ({
    ms,
    start: () => log.push(`start ${name}`),
    update: (t: number) => log.push(`${name} ${t.toFixed(2)}`),
    finish: () => log.push(`finish ${name}`),
  });
  return { log, step };
}

describe('animation queue', () => {
  it('plays steps in order, scaled by speed', () => {
    const q = new AnimationQueue();
    const { log, step } = recorder();
    q.speed = 2;
    q.push(step('a', 100), step('b', 100));
    q.tick(25); // 50 ms of animation time
    expect(log).toEqual(['start a', 'a 0.50']);
    q.tick(50);
    expect(log.slice(2)).toEqual(['a 1.00', 'finish a', 'start b', 'b 0.50']);
    expect(q.idle).toBe(false);
  });

  it('skip() ends every step at once, and instant speed never waits', async () => {
    const q = new AnimationQueue();
    const { log, step } = recorder();
    q.push(step('a', 500), step('b', 500));
    q.tick(100);
    q.skip();
    expect(log.filter((l) => l.startsWith('finish'))).toEqual(['finish a', 'finish b']);
    expect(q.idle).toBe(true);
    await q.whenIdle();
    q.speed = 0;
    q.push(step('c', 500));
    expect(q.idle).toBe(true);
  });
});

describe('event plan', () => {
  it('turns engine events into moves, dice, flashes and banners with sounds', () => {
    const plan = planEvents([
      { type: 'move', rule: '§6', tile: 'fr-1', from: 'france-reserves', to: 'france' },
      { type: 'move', rule: '§6.3', tile: 'ott-france', from: 'france-reserves', to: 'france' },
      { type: 'over-the-top', rule: '§6.3', country: 'france', tile: 'ott-france' },
      { type: 'dice', rule: '§10', dice: [3, 4], why: 'attack', forced: false },
      { type: 'attack', rule: '§10.1', kind: 'ordinary', target: 'fr-1', paid: [{ what: 'rm', amount: 1 }], roll: 5, drm: 0, strength: 3, success: true },
      { type: 'surrender', rule: '§15', country: 'france' },
    ]);
    expect(plan.map((p) => p.kind)).toEqual(['move', 'move', 'crisis', 'dice', 'flash', 'stamp', 'banner']);
    expect(plan.map((p) => ('sound' in p ? p.sound : null))).toEqual([null, null, 'alarm', 'dice', 'attack-won', null, 'victory']);
  });
});

describe('small layout helpers', () => {
  it('packs buttons into pages of two rows', () => {
    expect(packRows([500, 500, 500, 500, 500], 1100, 2)).toEqual([[0, 1, 2, 3], [4]]);
    expect(packRows([], 1000, 2)).toEqual([[]]);
  });

  it('draws tiles with their printed facts', () => {
    expect(tileLook('gb-bef')).toMatchObject({ strength: '5', skull: true, asterisk: true, tag: 'GB' });
    expect(tileLook('srb-1').strength).toBe('3/4');
    expect(tileLook('turn-chit-7').short).toBe('#7');
  });

  it('renders at the real pixel density (sharp at 4K, lighter at 720p)', () => {
    expect(uiScale(3840, 2160)).toBe(2);
    expect(renderResolution(uiScale(3840, 2160), 1)).toBe(2);
    // At 1280×720 the words keep the smallest readable scale rather than the 16:9 design's 2/3 (issue #14).
    expect(renderResolution(uiScale(1280, 720), 1)).toBeCloseTo(MIN_UI_SCALE);
  });
});
