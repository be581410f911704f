// Issue 14: the log line of an Entente deployment says why it was this army (§6.1 strongest in its Reserves,
// R1 roster order among equals), in the same plain words as the Entente turn tab (shared/labels).
import { describe, expect, it } from 'vitest';
import { act, describeEvent, prompt, startGame, type GameEvent, type GameState } from '../../shared/engine/index.js';
import { deployReasonWords } from '../../shared/labels/index.js';
import { pushDeploy } from '../engine/engine-kit.js';
import { freshState, place, runStack } from '../engine/helpers.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';

type Move = Extract<GameEvent, { type: 'move' }>;
const deployOf = (events: readonly GameEvent[]): Move | undefined =>
  events.find((e): e is Move => e.type === 'move' && e.deploy !== undefined);

describe('the deployment reason in words (§6.1, R1)', () => {
  it('names the only army, the strongest, and a tie with the army the roster put after it', () => {
    expect(deployReasonWords({ strength: 2, tiedWith: [], stayed: 0 })).toBe('the only army in the Reserves (§6.1)');
    expect(deployReasonWords({ strength: 4, tiedWith: [], stayed: 2 })).toBe('the strongest army in the Reserves, at strength 4 (§6.1)');
    expect(deployReasonWords({ strength: 3, tiedWith: ['gb-4', 'gb-bef'], stayed: 3 })).toBe(
      `the strongest army in the Reserves, at strength 3 (§6.1), as strong as the British 4th Army and the ${TILE_BY_ID['gb-bef'].name} but first in the roster order (R1)`,
    );
  });

  it('§6.1 R1 the log line of a tie says which army moved, where, and why', () => {
    const st = freshState();
    pushDeploy(st, { country: 'belgium', rule: '§6.1', source: 'chit' });
    const move = deployOf(runStack(st));
    expect(move && describeEvent(move)).toBe(
      '[§6.1] The British 3rd Army moves from Belgium Reserves to Belgium — the strongest army in the Reserves, at strength 3 (§6.1), as strong as the British 4th Army but first in the roster order (R1)',
    );
  });

  it('§6.1 the last army of a Reserves box is "the only army"', () => {
    const st = freshState();
    const reserves = Object.entries(st.loc).filter(([, l]) => l === 'belgium-reserves').map(([t]) => t).filter((t) => TILE_BY_ID[t]?.kind === 'army');
    place(st, Object.fromEntries(reserves.slice(1).map((t) => [t, 'discarded'])));
    pushDeploy(st, { country: 'belgium', rule: '§6.1', source: 'chit' });
    const line = describeEvent(deployOf(runStack(st)) as Move);
    expect(line).toContain(`The ${TILE_BY_ID[reserves[0]].name} moves from Belgium Reserves to Belgium`);
    expect(line).toContain('— the only army in the Reserves (§6.1)');
  });

  it('every deployment of seeded campaigns gives its reason in the log, and every other move does not', () => {
    let deploys = 0;
    for (const seed of [1, 2, 3, 4, 5]) deploys += checkCampaign(seed);
    expect(deploys).toBeGreaterThan(20);
  });
});

/** Plays a campaign (Done or Decline, else the first choice); checks each move's log line; counts deployments. */
function checkCampaign(seed: number): number {
  let st: GameState = startGame({ seed, options: {} }).state;
  let deploys = 0;
  for (let n = 0; n < 3000; n++) {
    const p = prompt(st);
    if (!p) break;
    const r = act(st, p.actions.find((x) => x.type === 'done' || x.type === 'decline') ?? p.actions[0]);
    st = r.state;
    for (const e of r.events) {
      if (e.type !== 'move') continue;
      const line = describeEvent(e);
      if (e.deploy !== undefined) deploys++;
      expect(line.includes(' — the only army in the Reserves') || line.includes(' — the strongest army in the Reserves'), line).toBe(e.deploy !== undefined);
    }
  }
  return deploys;
}
