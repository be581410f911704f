// Issue #5: the bespoke moments (chit draw, sailing, splash, Over the Top crisis, defeat roll, surrender
// stamp) read from the engine's events, and the motion helpers' ends (exact layout point, upright, full size).
import { describe, expect, it } from 'vitest';
import { planEvents, type PlanItem } from '../../renderer/animation/event-plan.js';
import { CHIT_SHOW_SCALE, bounceLift, chitDrawPose, flipScaleX, flyPose, positionFor, restingPose, sailPose } from '../../renderer/animation/tile-motion.js';
import { LAND_AT, dieFrame } from '../../renderer/ui/dice-tumble.js';
import { SPLASH_RINGS, STAMP_START_SCALE, pulseAlpha, splashRing, stampPose } from '../../renderer/animation/effect-curves.js';
import { LAYOUT_BY_ID } from '../../renderer/board/layout.js';
import { act, newGame, prompt, type GameEvent, type RuleRef } from '../../shared/engine/index.js';
import type { PowerId } from '../../shared/data/names.js';

const move = (tile: string, from: string, to: string, rule: RuleRef = '§4.1'): GameEvent => ({ type: 'move', rule, tile, from, to });
const kinds = (plan: readonly PlanItem[]): string[] => plan.map((p) => p.kind);

describe('event plan: bespoke moments', () => {
  it('a draw and the move out of the cup make one chit-draw to that box', () => {
    const plan = planEvents([
      { type: 'draw', rule: '§4.1', cup: 'chit-cup', tile: 'cruiser-2' },
      move('cruiser-2', 'chit-cup', 'british-cruisers-box', '§4.2'),
      { type: 'draw', rule: '§4.1', cup: 'chit-cup', tile: 'turn-chit-7' },
      move('turn-chit-7', 'chit-cup', 'calendar:5', '§5.1'),
    ]);
    expect(plan).toEqual([
      { kind: 'chit-draw', tile: 'cruiser-2', cup: 'chit-cup', to: 'british-cruisers-box', ms: 1300, sound: 'chit' },
      { kind: 'chit-draw', tile: 'turn-chit-7', cup: 'chit-cup', to: 'calendar:5', ms: 1300, sound: 'chit' },
    ]);
  });

  it('a Lira chit is drawn out of its cup even with the Lira marker moving in between', () => {
    const plan = planEvents([
      { type: 'draw', rule: '§12.5', cup: 'lira-cup', tile: 'lira-chit-3' },
      move('lira-coin', 'omnibus:2', 'omnibus:4', '§12.5'),
      move('lira-chit-3', 'lira-cup', 'discarded', '§12.5'),
    ]);
    expect(kinds(plan)).toEqual(['chit-draw', 'move']);
    expect(plan[0]).toMatchObject({ tile: 'lira-chit-3', cup: 'lira-cup', to: 'discarded' });
    expect(plan[1]).toMatchObject({ tile: 'lira-coin', ms: 250 });
  });

  it('a draw without a move out of the cup still flashes the tile', () => {
    expect(kinds(planEvents([{ type: 'draw', rule: '§4.1', cup: 'chit-cup', tile: 'turn-chit-3' }]))).toEqual(['flash']);
  });

  it('ships sail to, between and from the sea; armies still fly', () => {
    const plan = planEvents([
      move('blockade-runner-1', 'blockade-runners-box', 'sea:1b'),
      move('high-seas-fleet', 'germany', 'sea:2b'),
      move('cruiser-1', 'british-cruisers-box', 'sea:3'),
      move('high-seas-fleet', 'sea:2b', 'germany'),
      move('blockade-runner-1', 'sea:1b', 'blockade-runners-box'),
      move('fr-1', 'france-reserves', 'france'),
    ]);
    expect(kinds(plan)).toEqual(['sail', 'sail', 'sail', 'sail', 'sail', 'move']);
    expect(plan.slice(0, 5).every((p) => 'sound' in p && p.sound === 'naval')).toBe(true);
    expect(plan[1]).toMatchObject({ tile: 'high-seas-fleet', from: 'germany', to: 'sea:2b' });
  });

  it('a sinking splashes in its area, then the ship sails off quietly to where the rules send it', () => {
    const sunk = planEvents([
      { type: 'sinking', rule: '§9.1.3', ship: 'blockade-runner-2', area: '2a', by: ['cruiser-1', 'cruiser-3'] },
      move('blockade-runner-2', 'sea:2a', 'neutral-ports', '§9.1.3'),
    ]);
    expect(sunk).toEqual([
      { kind: 'splash', box: 'sea:2a', tile: 'blockade-runner-2', ms: 700, sound: 'naval' },
      { kind: 'sail', tile: 'blockade-runner-2', from: 'sea:2a', to: 'neutral-ports', ms: 800, sound: null },
    ]);
    const hit = (ship: string, area: '2c' | '4', to: string, by: string[]): PlanItem[] =>
      planEvents([{ type: 'ship-damaged', rule: 'R23', ship, area, by }, move(ship, `sea:${area}`, to, 'R23')]);
    expect(kinds(hit('cruiser-3', '2c', 'chit-cup', ['zeppelin']))).toEqual(['splash', 'sail']);
    expect(kinds(planEvents([
      { type: 'sinking', rule: 'R23', ship: 'high-seas-fleet', area: '4', by: ['cruiser-1'] },
      move('high-seas-fleet', 'sea:4', 'discarded', 'R23'),
    ]))).toEqual(['splash', 'sail']);
    expect(hit('cruiser-1', '4', 'calendar:9', ['high-seas-fleet'])[0]).toEqual({ kind: 'splash', box: 'sea:4', tile: 'cruiser-1', ms: 700, sound: 'naval' });
    // A ship going home from the sea, with nothing said about it, only sails.
    expect(planEvents([move('cruiser-1', 'sea:4', 'british-cruisers-box', '§14.4')])).toEqual([
      { kind: 'sail', tile: 'cruiser-1', from: 'sea:4', to: 'british-cruisers-box', ms: 900, sound: 'naval' },
    ]);
  });

  it('an Over the Top tile going to the front: the tile moves, then the crisis on that country', () => {
    const plan = planEvents([
      move('ott-france', 'france-reserves', 'france', '§6.3'),
      { type: 'over-the-top', rule: '§6.3', country: 'france', tile: 'ott-france' },
    ]);
    expect(plan).toEqual([
      { kind: 'move', tile: 'ott-france', from: 'france-reserves', to: 'france', ms: 550, sound: null },
      { kind: 'crisis', box: 'france', text: 'Over the Top — France', ms: 1300, sound: 'alarm' },
    ]);
    expect(planEvents([{ type: 'over-the-top', rule: '§6.3', country: 'serbia', tile: 'ott-aao' }])[0]).toMatchObject({ kind: 'crisis', box: 'serbia', text: 'Over the Top — Serbia' });
    // Back to Reserves, or out of play: only the move, no alarm.
    expect(kinds(planEvents([move('ott-italy', 'italy', 'italy-reserves', '§15.2')]))).toEqual(['move']);
    expect(planEvents([move('ott-serbia', 'serbia-reserves', 'serbia', 'R31')])).toEqual([
      { kind: 'move', tile: 'ott-serbia', from: 'serbia-reserves', to: 'serbia', ms: 550, sound: null },
    ]);
  });

  it('raids are banners with the bombs: German and British Bombers, the Zeppelin', () => {
    const plan = planEvents([
      { type: 'bombing', rule: 'R25', bomber: 'german-bombers', army: 'fr-5', country: 'france', roll: 4, need: { faces: [5, 6] }, hit: false },
      { type: 'bombing', rule: 'R24', bomber: 'british-bombers', dice: [3], rmLost: 1 },
      { type: 'zeppelin-raid', rule: 'R25', raid: 'naval', target: 'cruiser-2', roll: 6, need: { faces: [6] }, success: true },
    ]);
    expect(plan).toEqual([
      { kind: 'banner', text: 'German Bombers — miss', tone: 'info', ms: 500, sound: 'bomb' },
      { kind: 'banner', text: 'British Bombers — 1 RM lost', tone: 'bad', ms: 500, sound: 'bomb' },
      { kind: 'banner', text: 'Zeppelin — success', tone: 'good', ms: 500, sound: 'bomb' },
    ]);
    // A note is never read for a banner, whatever it says.
    expect(planEvents([{ type: 'note', rule: '§4.1', text: 'bombs everywhere' }])).toEqual([]);
  });

  it('a phase change shows its heading as the rulebook writes it (§9.0), and names the phase for the header and the prompt bar (issue 14)', () => {
    expect(planEvents([{ type: 'phase', rule: '§9', turn: 4, phase: 'naval-air', name: 'Naval/Air Warfare' }])).toEqual([
      { kind: 'banner', text: 'Turn 4 — Naval/Air Warfare Phase', tone: 'info', ms: 450, sound: null, phase: { turn: 4, phase: 'naval-air' } },
    ]);
  });

  it('a defeat roll shows the dice coming to rest, then the verdict in its tone', () => {
    const roll: GameEvent = { type: 'dice', rule: '§15.2', dice: [2, 3], why: 'Defeat check', forced: false };
    const falls = planEvents([roll, { type: 'defeat-check', rule: '§15.2', dice: [2, 3], unruhe: 6, success: true }]);
    expect(kinds(falls)).toEqual(['dice', 'banner']);
    expect(falls[0]).toMatchObject({ dice: [2, 3], why: 'Defeat roll: 5 vs 6 in Unruhe' });
    expect(falls[1]).toMatchObject({ tone: 'bad', text: 'Defeat roll 5 ≤ 6: Germany falls' });
    const holds = planEvents([{ type: 'defeat-check', rule: '§15.2', dice: [6, 4], unruhe: 3, success: false }]);
    expect(kinds(holds)).toEqual(['dice', 'banner']);
    expect(holds[1]).toMatchObject({ tone: 'good' });
    // Another roll just before stays on its own.
    const other: GameEvent = { type: 'dice', rule: '§10', dice: [1], why: 'attack', forced: false };
    expect(kinds(planEvents([other, { type: 'defeat-check', rule: '§15.2', dice: [2, 3], unruhe: 1, success: false }]))).toEqual(['dice', 'dice', 'banner']);
  });

  it('a surrender stamps the country box (both Russian fronts for Russia), then the banner', () => {
    const stampOf = (country: PowerId): PlanItem | undefined => planEvents([{ type: 'surrender', rule: '§15.1', country }]).find((p) => p.kind === 'stamp');
    expect(stampOf('france')).toEqual({ kind: 'stamp', boxes: ['france'], text: 'SURRENDERED', ms: 800, sound: null });
    expect(stampOf('russia')).toMatchObject({ boxes: ['lithuania', 'ukraine'], text: 'OUT OF THE WAR' });
    expect(stampOf('ottoman-turkey')).toMatchObject({ boxes: ['ottoman-turkey'], text: 'OUT OF THE WAR' });
    // Every country surrender.ts names has a box on the board.
    for (const c of ['france', 'italy', 'serbia', 'roumania', 'ottoman-turkey', 'russia'] as const) {
      const s = stampOf(c);
      expect(s?.kind === 'stamp' && s.boxes.length > 0 && s.boxes.every((b) => LAYOUT_BY_ID[b] !== undefined), c).toBe(true);
    }
    const plan = planEvents([{ type: 'surrender', rule: '§15.1', country: 'italy' }]);
    expect(kinds(plan)).toEqual(['stamp', 'banner']);
    expect(plan[1]).toMatchObject({ tone: 'good', sound: 'victory', text: 'Italy surrenders!' });
    expect(planEvents([{ type: 'surrender', rule: '§12.7', country: 'ottoman-turkey' }])[1]).toMatchObject({ text: 'The Ottoman Empire surrenders!' });
  });

  it('in real engine games every move is animated exactly once, draws out of a cup become chit-draws', () => {
    let moves = 0;
    let chitDraws = 0;
    for (const seed of [3, 8]) {
      let st = newGame({ seed });
      for (let i = 0; i < 250; i++) {
        const p = prompt(st);
        if (!p) break;
        const r = act(st, p.actions.find((a) => a.type === 'done' || a.type === 'decline') ?? p.actions[0]);
        st = r.state;
        const plan = planEvents(r.events);
        const tileItems = plan.filter((x) => x.kind === 'move' || x.kind === 'sail' || x.kind === 'chit-draw');
        const moveEvents = r.events.filter((e) => e.type === 'move');
        expect(tileItems.length).toBe(moveEvents.length);
        for (const e of r.events) {
          if (e.type !== 'draw') continue;
          const out = moveEvents.find((m) => m.type === 'move' && m.tile === e.tile && m.from === e.cup);
          if (out?.type === 'move') expect(plan).toContainEqual(expect.objectContaining({ kind: 'chit-draw', tile: e.tile, to: out.to }));
        }
        moves += moveEvents.length;
        chitDraws += plan.filter((x) => x.kind === 'chit-draw').length;
      }
    }
    expect(moves).toBeGreaterThan(50);
    expect(chitDraws).toBeGreaterThan(3);
  });
});

describe('tile motion', () => {
  const from = { x: 100, y: 400 };
  const to = { x: 820, y: 780 };

  it('every path starts where it should and ends exactly at the layout point, upright and full size', () => {
    for (const pose of [flyPose, sailPose]) {
      expect(pose(from, to, 0)).toEqual(restingPose(from));
      expect(pose(from, to, 1)).toEqual(restingPose(to));
    }
    expect(chitDrawPose(from, to, 1)).toEqual(restingPose(to));
    expect(chitDrawPose(from, to, 0)).toMatchObject({ x: from.x, y: from.y, back: true, rotation: 0 });
  });

  it('a ship sails a curve with a roll; a flying tile does not roll', () => {
    const mid = sailPose(from, to, 0.5);
    // Distance of the midpoint from the straight line.
    const off = Math.abs((to.x - from.x) * (mid.y - from.y) - (to.y - from.y) * (mid.x - from.x)) / Math.hypot(to.x - from.x, to.y - from.y);
    expect(off).toBeGreaterThan(20);
    const rolls = [0.1, 0.2, 0.3, 0.4, 0.6, 0.7].map((t) => sailPose(from, to, t).rotation);
    expect(Math.max(...rolls.map(Math.abs))).toBeGreaterThan(0.05);
    expect(rolls.some((r) => r > 0) && rolls.some((r) => r < 0)).toBe(true);
    expect(flyPose(from, to, 0.5).rotation).toBe(0);
  });

  it('a drawn chit rises and grows face down, turns over edge-on, then flies face up', () => {
    const risen = chitDrawPose(from, to, 0.27);
    expect(risen.y).toBeLessThan(from.y - 40);
    expect(risen.back).toBe(true);
    expect(risen.scaleY).toBeGreaterThan(1.8);
    const edge = chitDrawPose(from, to, 0.39);
    expect(edge.scaleX).toBeLessThan(0.2);
    const faceUp = chitDrawPose(from, to, 0.48);
    expect(faceUp.back).toBe(false);
    expect(faceUp.scaleX).toBeGreaterThan(1.5);
    expect(flipScaleX(0)).toEqual({ scaleX: 1, back: true });
    expect(flipScaleX(1)).toEqual({ scaleX: 1, back: false });
    expect(flipScaleX(0.5).scaleX).toBeCloseTo(0, 10);
    expect(CHIT_SHOW_SCALE).toBeGreaterThan(1);
  });

  it('the landing bounce hops and dies out', () => {
    expect(bounceLift(0)).toBe(0);
    expect(bounceLift(1)).toBe(0);
    expect(bounceLift(0.25)).toBeGreaterThan(2);
    expect(bounceLift(0.75)).toBeLessThan(bounceLift(0.25));
  });

  it('turning and scaling keep the tile centre in place', () => {
    const size = { w: 48, h: 16 };
    expect(positionFor(restingPose({ x: 10, y: 20 }), size)).toEqual({ x: 10, y: 20 });
    const pose = { x: 10, y: 20, scaleX: 2, scaleY: 2, rotation: Math.PI / 2, back: false };
    const p = positionFor(pose, size);
    // Pixi maps the local centre (w/2, h/2) to position + R·S·(w/2, h/2).
    const cx = p.x + Math.cos(pose.rotation) * 2 * 24 - Math.sin(pose.rotation) * 2 * 8;
    const cy = p.y + Math.sin(pose.rotation) * 2 * 24 + Math.cos(pose.rotation) * 2 * 8;
    expect(cx).toBeCloseTo(34);
    expect(cy).toBeCloseTo(28);
  });
});

describe('dice tumble', () => {
  it('always lands on the real face, upright and in place', () => {
    for (let face = 1; face <= 6; face++) for (const i of [0, 1, 2]) {
      expect(dieFrame(face, i, 1)).toEqual({ face, dx: 0, dy: 0, rotation: 0 });
      expect(dieFrame(face, i, LAND_AT).face).toBe(face);
    }
  });

  it('flicks through several faces, never twice the same in a row, slowing down', () => {
    const changes: number[] = [];
    const seen = new Set<number>();
    let last = dieFrame(4, 0, 0).face;
    for (let ms = 1; ms < LAND_AT * 1000; ms++) {
      const f = dieFrame(4, 0, ms / 1000).face;
      seen.add(f);
      if (f !== last) changes.push(ms);
      last = f;
    }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(changes.length).toBeGreaterThanOrEqual(10);
    const gaps = changes.slice(1).map((c, k) => c - changes[k]);
    expect(gaps[gaps.length - 1]).toBeGreaterThan(2 * gaps[0]);
    // It moves while it tumbles.
    expect(Math.abs(dieFrame(4, 0, 0.2).rotation)).toBeGreaterThan(0.5);
    expect(dieFrame(4, 0, 0.2).dx).toBeLessThan(0);
  });
});

describe('board marks', () => {
  it('splash rings spread and are gone at the end; the pulse ends clear; the stamp lands full and still', () => {
    for (let k = 0; k < SPLASH_RINGS; k++) expect(splashRing(k, 1).alpha).toBe(0);
    expect(splashRing(0, 0.3).alpha).toBeGreaterThan(0);
    expect(splashRing(0, 0.5).radius).toBeGreaterThan(splashRing(0, 0.2).radius);
    expect(pulseAlpha(0.5)).toBeGreaterThan(0.1);
    expect(pulseAlpha(1)).toBe(0);
    expect(stampPose(0)).toEqual({ scale: STAMP_START_SCALE, alpha: 0, dx: 0 });
    expect(stampPose(1)).toEqual({ scale: 1, alpha: 1, dx: 0 });
    expect(Math.abs(stampPose(0.65).dx)).toBeGreaterThan(0.5);
  });
});
