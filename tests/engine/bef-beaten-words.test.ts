// Issue 32's follow-up: beating the BEF, the one ☠ army with a replacement (§10.5.1), is worded whole by the
// table companion's question: the BEF goes for good and the British 2nd Army, what is left of it, comes from the
// Counter Tray to Belgium Reserves; where no British 2nd is on the tray the words say none takes its place.
// Each case is played through the engine with the entered dice, and the board shows what the words said.
import { describe, expect, it } from 'vitest';
import { actInPlace, prompt, type GameState } from '../../shared/engine/index.js';
import { runPhase } from './helpers.js';
import { baronOver, openFrance } from './positions.js';
import { enter, question } from './roll-words-kit.js';

const COMPANION = { options: { myDice: true } } as const;
const GOES = 'removes the British Expeditionary Force for good and the British 2nd Army, what is left of it, goes from the Counter Tray to Belgium Reserves (§10.5.1)';
const NONE_LEFT = 'removes the British Expeditionary Force for good; no British 2nd Army is left on the Counter Tray to take its place (§10.5.1)';



/** Turn 9, Belgium's Border Forts gone, 3 RM: the ordinary §10.1 attack on the BEF (R27: the only target there). */
function attackOnBef(tiles: Record<string, string> = {}): GameState {
  const st = openFrance({ tiles: { 'border-forts-1': 'discarded', ...tiles }, tracks: { 'rm-coin': 3 }, ...COMPANION });
  runPhase(st, 'cp-attack');
  const attack = prompt(st)!.actions.find((a) => a.type === 'attack' && 'target' in a && a.target === 'gb-bef' && 'pay' in a && a.pay === 'rm');
  expect(attack).toBeDefined();
  actInPlace(st, attack!);
  return st;
}

describe('§10.5.1 R27 the BEF beaten: the words name where the British 2nd Army goes', () => {
  it('§10.5.1 an ordinary attack: the question names the British 2nd going to Belgium Reserves, and a 6 does it', () => {
    const st = attackOnBef();
    expect(question(st, '§10.1')).toContain(`; a win ${GOES}.`);
    enter(st, 6);
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('§10.5.1 no British 2nd on the Counter Tray: the words say none takes its place, and none does', () => {
    const st = attackOnBef({ 'gb-2': 'discarded' });
    const text = question(st, '§10.1');
    expect(text).toContain(`; a win ${NONE_LEFT}.`);
    expect(text).not.toContain('Belgium Reserves');
    enter(st, 6);
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('discarded');
  });

  it('§10.1.1 R26 the Red Baron over the BEF: the whole rule and the words after the first die name the British 2nd', () => {
    const st = baronOver('gb-bef', 1, { tracks: { 'rm-coin': 3 }, ...COMPANION });
    runPhase(st, 'cp-attack');
    actInPlace(st, { type: 'red-baron', target: 'gb-bef' });
    expect(question(st, '§10.1.1')).toContain(`; a win ${GOES}.`);
    enter(st, 6);
    expect(question(st, '§10.1.1')).toContain(`6: the attack wins and ${GOES};`);
    enter(st, 5);
    expect(st.loc['gb-bef']).toBe('discarded');
    expect(st.loc['gb-2']).toBe('belgium-reserves');
  });

  it('words for armies without a replacement are unchanged: a Border Fort goes for good, nothing more', () => {
    const st = openFrance({ tracks: { 'rm-coin': 3 }, ...COMPANION });
    runPhase(st, 'cp-attack');
    const attack = prompt(st)!.actions.find((a) => a.type === 'attack' && 'target' in a && a.target === 'border-forts-1' && 'pay' in a && a.pay === 'rm');
    expect(attack).toBeDefined();
    actInPlace(st, attack!);
    const text = question(st, '§10.1');
    expect(text).toMatch(/; a win removes the .+ for good\.$/);
    expect(text).not.toContain('British 2nd');
  });
});
