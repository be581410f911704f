// The strong policy (issue 15): deterministic for a seed, only legal actions, blind to the campaign's future
// dice, and the clearly right choice in hand-built positions (§9.3, §10.1, §10.7, §11.3, §12.2, §14.1, §5.3.2).
import { describe, expect, it } from 'vitest';
import {
  actInPlace, actTrusted, copyState, newGame, prompt, setEventRecording, type Action, type GameState, type Prompt,
} from '../../shared/engine/index.js';
import { pushConvoySuccess } from '../engine/engine-kit.js';
import { strongPolicy } from '../../shared/policies/strong-policy.js';
import { board, pending, runPhase, runStack } from '../engine/helpers.js';
import { franceAtTheBrink, turkeyAtWar } from '../engine/positions.js';

/** One whole campaign with the strong policy; every choice checked legal by the engine (actInPlace). */
function campaign(seed: number): string[] {
  const st = newGame({ seed });
  const policy = strongPolicy(seed);
  const log: string[] = [];
  for (let p = prompt(st); p !== null; p = prompt(st)) {
    const a = policy(st, p);
    expect(p.actions).toContain(a); // one of the prompt's own actions
    log.push(JSON.stringify(a));
    actInPlace(st, a); // throws on an illegal action
  }
  return log;
}

/** The state with its dice hidden: reading st.rng or st.forced throws. */
function blindfolded(st: GameState): GameState {
  return new Proxy(st, {
    get(target, key, receiver) {
      if (key === 'rng' || key === 'forced') throw new Error(`the policy read st.${key}`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

describe('strong policy: deterministic, legal, blind to the dice (issue 15)', () => {
  it('plays the same campaign twice for the same seed, and a different one for another seed', () => {
    setEventRecording(false);
    const a = campaign(11);
    expect(campaign(11)).toEqual(a);
    expect(campaign(12)).not.toEqual(a);
    setEventRecording(true);
  });

  it('only ever returns legal actions (20 whole campaigns, each action checked by the engine)', () => {
    setEventRecording(false);
    for (let seed = 100; seed < 120; seed++) expect(campaign(seed).length).toBeGreaterThan(20);
    setEventRecording(true);
  });

  it('never reads st.rng or st.forced: whole campaigns decided on a state that throws if it does', () => {
    setEventRecording(false);
    let decisions = 0;
    for (let seed = 200; seed < 215; seed++) {
      const st = newGame({ seed });
      const policy = strongPolicy(seed);
      for (let p = prompt(st); p !== null; p = prompt(st)) {
        actTrusted(st, policy(blindfolded(st), p));
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(500);
    setEventRecording(true);
  });

  it('two positions differing only in their dice get the same choice at every decision', () => {
    setEventRecording(false);
    const st = newGame({ seed: 31 });
    let compared = 0;
    for (let p = prompt(st); p !== null; p = prompt(st)) {
      const other = copyState(st);
      other.rng = [1, 2, 3, 4];
      other.forced = { dice: [6, 6, 1], draws: [] };
      const here = strongPolicy(5)(st, p);
      const there = strongPolicy(5)(other, prompt(other) as Prompt);
      expect(there).toEqual(here);
      compared++;
      actTrusted(st, here);
    }
    expect(compared).toBeGreaterThan(50);
    setEventRecording(true);
  });
});

/** The strong policy's choice at the pending decision. */
function choice(st: GameState): Action {
  const p = prompt(st);
  if (p === null) throw new Error('no decision pending');
  return strongPolicy(1)(st, p);
}

describe('strong policy: the clearly right action in hand-built positions', () => {
  it('§9.3 researches toward German skies: −1 when the next box is German (1917), +1 when it is the Entente\'s (1916)', () => {
    const runners = { 'blockade-runner-1': 'neutral-ports' }; // no runner to place first
    const in1917 = board({ turn: 17, tracks: { 'rm-coin': 12 }, tiles: { 'air-superiority': 'air:2', ...runners } });
    runPhase(in1917, 'naval-air', [6, 6]);
    expect(pending(in1917)?.kind).toBe('air-research');
    expect(choice(in1917)).toEqual({ type: 'air-research', shift: -1 });
    const in1916 = board({ turn: 12, tracks: { 'rm-coin': 12 }, tiles: { 'air-superiority': 'air:1', ...runners } });
    runPhase(in1916, 'naval-air', [6, 6]);
    expect(pending(in1916)?.kind).toBe('air-research');
    expect(choice(in1916)).toEqual({ type: 'air-research', shift: 1 });
  });

  it('§10.1 with one RM, attacks the front of five (an Over the Top next turn), not a front of three', () => {
    const st = board({
      turn: 9,
      tracks: { 'rm-coin': 1, krupp: 0, kaisertreu: 0 },
      tiles: { 'border-forts-2': 'discarded', 'fr-1': 'france', 'fr-4': 'france', 'fr-5': 'france', krupp: 'discarded', kaisertreu: 'discarded' },
    });
    runPhase(st, 'cp-attack');
    const a = choice(st);
    expect(a.type).toBe('attack');
    expect(a.type === 'attack' && st.loc[a.target]).toBe('france');
  });

  it('§10.7 launches the Kaiserschlacht when France is down to its last army', () => {
    const st = franceAtTheBrink();
    runPhase(st, 'cp-attack');
    expect(choice(st).type).toBe('kaiserschlacht');
  });

  it('§11.3 keeps its Civil Society when the Armistice is near (5 VP each, §15.3 ⑤), suppresses early when a front is full', () => {
    const full = { 'hinden-luden': 'germany', 'border-forts-2': 'discarded', 'fr-1': 'france', 'fr-4': 'france', 'fr-5': 'france' };
    const late = board({ turn: 25, tracks: { 'rm-coin': 0 }, tiles: full });
    runPhase(late, 'cp-attack');
    expect(pending(late)?.actions.some((a) => a.type === 'suppress')).toBe(true);
    expect(choice(late).type).not.toBe('suppress');
    const early = board({ turn: 9, tracks: { 'rm-coin': 0 }, tiles: full });
    runPhase(early, 'cp-attack');
    expect(choice(early).type).toBe('suppress');
  });

  it('§14.1 R30 banks the one RM allowed and sends one to Turkey by rail', () => {
    const st = turkeyAtWar({ tracks: { 'rm-coin': 4 }, tiles: { 'berlin-bagdad-railway': 'bulgaria' } });
    runPhase(st, 'turn-end');
    expect(choice(st)).toEqual({ type: 'bank', keep: 1, railway: true });
    const one = turkeyAtWar({ tracks: { 'rm-coin': 1 } });
    runPhase(one, 'turn-end');
    expect(choice(one)).toEqual({ type: 'bank', keep: 1, railway: false });
  });

  it('§12.2 builds the second Askari with RM to spare', () => {
    const runners = { 'blockade-runner-2': 'blockade-runners-box', 'blockade-runner-3': 'blockade-runners-box', 'blockade-runner-4': 'blockade-runners-box' };
    const st = turkeyAtWar({ tracks: { 'rm-coin': 12 }, tiles: runners });
    runPhase(st, 'near-east');
    expect(pending(st)?.kind).toBe('near-east:askari-build');
    expect(choice(st)).toEqual({ type: 'naval-build' });
  });

  it('§5.3.2 Convoy Success: gives up the U-Boat on the Counter Tray, not the one guarding Belgium', () => {
    const st = board({ turn: 20, tiles: { 'u-boats-1': 'belgium' } });
    pushConvoySuccess(st, {});
    runStack(st);
    expect(pending(st)?.kind).toBe('convoy-success');
    expect(choice(st)).toEqual({ type: 'discard-u-boat', tile: 'u-boats-2' });
  });
});
