// Issue 32: the last dice stay on screen with what they decided, and "Roll the dice myself in the app" makes each
// of the app's rolls wait for the player's click or Space before it is thrown.
import { describe, expect, it } from 'vitest';
import type { GameEvent, LogEntry } from '../../shared/engine/index.js';
import { logEntriesOf } from '../../shared/engine/index.js';
import { AnimationQueue, type AnimationStep } from '../../renderer/animation/animation-queue.js';
import { diceWords } from '../../renderer/animation/dice-words.js';
import { planEvents } from '../../renderer/animation/event-plan.js';
import { diceStep, type DiceStepParts } from '../../renderer/animation/dice-step.js';

const attackRoll: GameEvent = { type: 'dice', rule: '§10.1', dice: [3], why: 'Attack on Russian 5th Army', forced: false };
const attack: GameEvent = { type: 'attack', rule: '§10.1', kind: 'ordinary', target: 'rus-5', paid: [{ what: 'kaisertreu', amount: 1 }], roll: 3, drm: 0, strength: 3, success: false };
const tageblatt: GameEvent = { type: 'dice', rule: '§7.1', dice: [1], why: 'Berliner Tageblatt', forced: false };
const phase: GameEvent = { type: 'phase', rule: '§8', turn: 1, phase: 'alliances', name: 'Alliances' };

function logOf(events: readonly GameEvent[]): LogEntry[] {
  return logEntriesOf(events as GameEvent[]);
}

describe('the words of a roll (§10.1 attack, issue 32)', () => {
  it('say the roll and what it decided, from the log entries of the roll and its outcome', () => {
    const events = [attackRoll, attack];
    const words = diceWords(events, logOf(events));
    expect(words.get(0)).toBe('Attack on Russian 5th Army: rolled 3 (§10.1). Attack on the Russian 5th Army (strength 3, paid with 1 Kaisertreu): die 3 — failed (§10.1).');
  });

  it('say only the roll when the next event is another roll, a new phase or of another rule', () => {
    const events = [tageblatt, phase, attackRoll, attackRoll];
    const words = diceWords(events, logOf(events));
    expect(words.get(0)).toBe('Berliner Tageblatt: rolled 1 (§7.1).');
    expect(words.get(2)).toBe('Attack on Russian 5th Army: rolled 3 (§10.1).');
  });

  it('are not guessed when the log does not match the events one to one', () => {
    expect(diceWords([attackRoll, attack], []).size).toBe(0);
  });

  it('the plan marks each roll with its event and whether the player entered it (the Defeat check §15.2 with its roll)', () => {
    const plan = planEvents([
      phase,
      { ...attackRoll, entered: true },
      { type: 'dice', rule: '§15.2', dice: [4, 4], why: 'Defeat check', forced: false },
      { type: 'defeat-check', rule: '§15.2', dice: [4, 4], unruhe: 0, success: false },
    ]);
    const dice = plan.filter((p) => p.kind === 'dice');
    expect(dice.map((p) => [p.at, p.entered === true])).toEqual([[1, true], [2, false]]);
  });
});

/** A step that notes what happens to it; `hold` as the setting says. */
function recorder() {
  const log: string[] = [];
  let holding = true;
  const step = (name: string, ms: number, hold = false): AnimationStep => ({
    ms,
    start: () => log.push(`start ${name}`),
    finish: () => log.push(`finish ${name}`),
    ...(hold ? { hold: () => holding, waiting: () => log.push(`waiting ${name}`) } : {}),
  });
  return { log, step, setHolding: (on: boolean) => { holding = on; } };
}

describe('"Roll the dice myself in the app": a roll waits for the player (issue 32)', () => {
  it('the queue waits before a holding step until go(), and says so once', () => {
    const q = new AnimationQueue();
    const { log, step } = recorder();
    q.push(step('move', 100), step('roll', 100, true), step('after', 100));
    q.tick(1000);
    expect(log).toEqual(['start move', 'finish move', 'waiting roll']);
    expect(q.held).toBe(true);
    expect(q.idle).toBe(false);
    q.tick(1000);
    expect(log.filter((l) => l === 'waiting roll')).toHaveLength(1);
    q.go();
    q.tick(1000);
    expect(log.slice(3)).toEqual(['start roll', 'finish roll', 'start after', 'finish after']);
    expect(q.idle).toBe(true);
  });

  it('a click while the war moves ends the moves up to the next roll and never passes it', () => {
    const q = new AnimationQueue();
    const { log, step } = recorder();
    q.push(step('a', 500), step('b', 500), step('roll 1', 100, true), step('c', 500), step('roll 2', 100, true));
    q.tick(100);
    q.skipToHold();
    expect(log).toEqual(['start a', 'finish a', 'start b', 'finish b', 'waiting roll 1']);
    q.go();
    q.skipToHold(); // the dice of roll 1 land at once, then the moves, and roll 2 waits
    expect(log.slice(5)).toEqual(['start roll 1', 'finish roll 1', 'start c', 'finish c', 'waiting roll 2']);
    expect(q.held).toBe(true);
  });

  it('turned off while a roll waits, the queue plays on by itself, in order', () => {
    const q = new AnimationQueue();
    const { log, step, setHolding } = recorder();
    q.push(step('roll 1', 100, true), step('roll 2', 100, true), step('after', 100));
    q.tick(50);
    expect(log).toEqual(['waiting roll 1']);
    setHolding(false);
    q.tick(1000);
    expect(log.slice(1)).toEqual(['start roll 1', 'finish roll 1', 'start roll 2', 'finish roll 2', 'start after', 'finish after']);
    expect(q.idle).toBe(true);
  });

  it('instant animations still wait for each roll, and a replaced board (skip) plays everything', () => {
    const q = new AnimationQueue();
    const { log, step } = recorder();
    q.speed = 0;
    q.push(step('a', 500), step('roll', 100, true), step('b', 500));
    expect(log).toEqual(['start a', 'finish a', 'waiting roll']);
    q.go();
    expect(log.slice(3)).toEqual(['start roll', 'finish roll', 'start b', 'finish b']);
    q.push(step('roll 2', 100, true), step('c', 100));
    q.skip();
    expect(log.slice(7)).toEqual(['waiting roll 2', 'start roll 2', 'finish roll 2', 'start c', 'finish c']);
    expect(q.idle).toBe(true);
  });
});

/** A batch of rolls played as the EventPlayer plays them (its Pixi-free part): tray and page words faked. */
function fakeRolls(events: readonly GameEvent[], hold: (() => boolean) | null) {
  const shown: { dice: readonly number[]; caption: string }[] = [];
  let said = '';
  let asked = '';
  const parts: DiceStepParts = {
    dice: { show: (dice, caption) => { shown.push({ dice, caption }); } },
    sounds: null,
    onDiceSaid: (t) => { said = t; },
    onRollWaiting: (t) => { asked = t; },
  };
  const words = diceWords(events, logOf(events));
  const queue = new AnimationQueue();
  queue.push(...planEvents(events).flatMap((p) => (p.kind === 'dice' ? [diceStep(p, parts, p.at !== undefined ? words.get(p.at) : undefined, hold)] : [])));
  return { queue, shown, said: () => said, asked: () => asked };
}

describe('the last dice stay with their words (issue 32)', () => {
  it('once landed, the tray and the page say what the roll decided, and keep saying it', () => {
    const f = fakeRolls([attackRoll, attack], null);
    f.queue.tick(10_000);
    expect(f.queue.idle).toBe(true);
    expect(f.shown.at(-1)).toEqual({ dice: [3], caption: expect.stringContaining('die 3 — failed') });
    expect(f.said()).toBe(diceWords([attackRoll, attack], logOf([attackRoll, attack])).get(0));
  });

  it('with the setting on, a roll asks to be thrown and shows no face before it is', () => {
    const f = fakeRolls([attackRoll, attack], () => true);
    f.queue.tick(10_000);
    expect(f.asked()).toBe('Attack on Russian 5th Army: click or press Space to roll.');
    expect(f.shown.every((s) => s.dice.length === 0)).toBe(true);
    expect(f.said()).toBe('');
    f.queue.go();
    f.queue.tick(10_000);
    expect(f.shown.at(-1)?.dice).toEqual([3]);
    expect(f.queue.idle).toBe(true);
  });

  it('dice the player entered at the table (the companion) never wait', () => {
    const f = fakeRolls([{ ...attackRoll, entered: true }, attack], () => true);
    f.queue.tick(10_000);
    expect(f.asked()).toBe('');
    expect(f.queue.idle).toBe(true);
  });
});

describe('the "Last dice" region and the words under the dice come from one source (issues 32, #33)', () => {
  /** Plays `events`' rolls tick by tick, noting after each tick the tray's caption and the page's words. */
  function watched(events: readonly GameEvent[], hold: (() => boolean) | null) {
    const moments: { caption: string; said: string }[] = [];
    let caption = '';
    let said = '';
    const parts: DiceStepParts = {
      dice: { show: (_dice, c) => { caption = c; } },
      sounds: null,
      onDiceSaid: (t) => { said = t; },
      onRollWaiting: (t) => { said = t; }, // the controller puts the ask in the region too
    };
    const words = diceWords(events, logOf(events));
    const queue = new AnimationQueue();
    queue.push(...planEvents(events).flatMap((p) => (p.kind === 'dice' ? [diceStep(p, parts, p.at !== undefined ? words.get(p.at) : undefined, hold)] : [])));
    const tick = (ms: number) => { queue.tick(ms); moments.push({ caption, said }); };
    return { queue, moments, tick };
  }

  it('while the dice tumble the region is empty; once they land, and when a roll waits, it says what the tray says', () => {
    for (const hold of [null, () => true]) {
      const w = watched([tageblatt, phase, attackRoll, attack], hold);
      for (let i = 0; i < 200 && !w.queue.idle; i++) {
        w.tick(37);
        if (w.queue.held) w.queue.go();
      }
      expect(w.queue.idle).toBe(true);
      for (const m of w.moments) expect([m.caption, '']).toContain(m.said);
      expect(w.moments.at(-1)!.said).toBe(w.moments.at(-1)!.caption);
      expect(w.moments.at(-1)!.said).toContain('die 3 — failed');
      if (hold) expect(w.moments.some((m) => m.said.endsWith('click or press Space to roll.') && m.said === m.caption)).toBe(true);
    }
  });
});
