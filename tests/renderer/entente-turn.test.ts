// Issue 14: the Entente turn tab's model (renderer/screens/entente-turn.ts) keeps the whole Entente turn (§4–§6)
// until the next one begins, lists the chit's printed letters (§6.1) and says why each army moved (§6.1, R1).
import { describe, expect, it } from 'vitest';
import { act, logEntriesOf, prompt, startGame, type GameEvent, type GameState } from '../../shared/engine/index.js';
import { NO_ENTENTE_TURN, chitSentence, chitsOnBoard, deploySentence, entrySentence, laterLines, nextEntenteTurn, type EntenteTurn } from '../../renderer/screens/entente-turn.js';
import { chitDef } from '../../shared/data/chits.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { calendarBox } from '../../shared/data/locations.js';
import { freshState, runStack } from '../engine/helpers.js';
import { pushDeploy } from '../engine/engine-kit.js';

/** Plays on (Done or Decline, else the last choice) until `until` says stop; each action's events go through the model. */
function playUntil(until: (st: GameState, events: GameEvent[]) => boolean, start?: { st: GameState; turn: EntenteTurn }) {
  let st: GameState;
  let turn: EntenteTurn;
  if (start) ({ st, turn } = start);
  else {
    const s = startGame({ seed: 3, options: {} });
    st = s.state;
    turn = nextEntenteTurn(NO_ENTENTE_TURN, s.events, logEntriesOf(s.events));
  }
  for (let n = 0; n < 400; n++) {
    const p = prompt(st);
    if (!p) break;
    const a = p.actions.find((x) => x.type === 'done' || x.type === 'decline') ?? p.actions[p.actions.length - 1];
    const r = act(st, a);
    st = r.state;
    const before = turn;
    turn = nextEntenteTurn(turn, r.events, logEntriesOf(r.events));
    if (until(st, r.events)) return { st, turn, before, events: r.events };
  }
  throw new Error('never reached');
}

const startsTurn = (n: number) => (_st: GameState, events: GameEvent[]) => events.some((e) => e.type === 'phase' && e.phase === 'chit-draw' && e.turn === n);

describe('the Entente turn tab (issue 14)', () => {
  it('§4 §6.1 a drawn chit is listed with its printed letters, and every deployment says why (strongest, R1)', () => {
    const { st, turn, events } = playUntil(startsTurn(3));
    const chitTile = Object.entries(st.loc).find(([t, l]) => l === calendarBox(3) && TILE_BY_ID[t]?.chit !== undefined)?.[0];
    const n = TILE_BY_ID[chitTile ?? '']?.chit ?? 0;
    expect(turn.turn).toBe(3);
    expect(turn.chits).toEqual([chitSentence(n)]);
    expect(turn.chits[0]).toContain(`letters ${chitDef(n).deploy.join(' ')}`);
    const deployed = events.filter((e) => e.type === 'move' && e.deploy !== undefined);
    expect(deployed.length).toBeGreaterThan(0);
    const lines = turn.phases.flatMap((p) => p.lines);
    for (const e of deployed) expect(lines).toContain(deploySentence(e));
    expect(turn.phases.map((p) => p.head)).toEqual(['Turn 3, Chit Draw Phase', 'Turn 3, Turn Start Phase', 'Turn 3, Entente Powers (EP) Attack Phase']);
  });

  it('is kept after the player acts, and replaced only when the next Entente turn begins', () => {
    const first = playUntil(startsTurn(3));
    const later = playUntil((st) => st.turn === 3 && st.actionCount > first.st.actionCount + 2, first);
    expect(later.turn).toEqual(first.turn); // the player's own phases add nothing to it
    const next = playUntil(startsTurn(4), later);
    expect(next.turn.turn).toBe(4);
    expect(next.turn.phases.every((p) => p.head.startsWith('Turn 4'))).toBe(true);
  });

  it('§6.1 R1 a tie is told as a sentence naming the army left behind and the roster order', () => {
    const st = freshState();
    pushDeploy(st, { country: 'belgium', rule: '§6.1', source: 'chit' });
    const move = runStack(st).find((e) => e.type === 'move' && e.deploy !== undefined);
    expect(move && deploySentence(move)).toBe(
      "The British 3rd Army went from Belgium Reserves into Belgium, ordered by the chit's letter B: the strongest army in the Reserves, at strength 3 (§6.1), as strong as the British 4th Army but first in the roster order (R1).",
    );
  });

  it('§4.0 Turn 1: the gray chit laid at setup is read from the board', () => {
    const { state } = startGame({ seed: 1, options: {} });
    const boxes: Record<string, string[]> = {};
    for (const [t, l] of Object.entries(state.loc)) (boxes[l] ??= []).push(t);
    expect(chitsOnBoard(boxes, 1)).toEqual([chitSentence(1)]);
    expect(chitSentence(1)).toBe('Turn Chit #1: letters F L U S, played in BFLUIS order (§6.1).');
  });

  it('notes are sentences: the rule goes to the end, with a full stop, never a heading', () => {
    expect(entrySentence({ rule: '§5.4.5', text: 'Typhus breaks out in the Balkans' })).toBe('Typhus breaks out in the Balkans (§5.4.5).');
    expect(entrySentence({ rule: '§6.1.1', text: 'Italy is neutral or out of the war: no deployment (§6.1)' })).toBe('Italy is neutral or out of the war: no deployment (§6.1).');
  });

  it('lines after the Entente phases go to "since your last decision", the Entente phases do not', () => {
    const events: GameEvent[] = [
      { type: 'phase', rule: '§6', turn: 2, phase: 'entente-attack', name: 'Entente Attack' },
      { type: 'note', rule: '§6.6', text: 'dug in' },
      { type: 'phase', rule: '§7', turn: 2, phase: 'tageblatt', name: 'Berliner Tageblatt' },
      { type: 'note', rule: '§7.1', text: 'the paper is out' },
    ];
    const log = logEntriesOf(events);
    expect(laterLines(events, log, false).map((l) => l.phase ?? l.text)).toEqual(['Turn 2, Berliner Tageblatt Phase', 'The paper is out (§7.1).']);
    expect(laterLines(events.slice(1, 2), log.slice(1, 2), true)).toEqual([]);
  });
});
