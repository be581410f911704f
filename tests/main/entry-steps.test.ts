// Issue 32: while the table companion's question is pending, each update carries its action's events so far (the
// Entente turn up to the roll asked for) with their log lines, so the board and the log can show them; they are the
// very events the action brings once every result is entered, and the position is not changed by reading them.
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { memorySettings } from '../../main/settings-model.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import { entrySteps, newGame } from '../../shared/engine/index.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

describe('the companion\'s question shows its action\'s steps so far (issue 32)', () => {
  it('an entry question after the player ends a turn carries the Entente turn up to the roll, a prefix of the action\'s events', async () => {
    const dir = tempDir();
    const library = new CampaignLibrary({ dir, engine, appVersion: 'test' });
    await library.open();
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
    let update: CampaignUpdate = await service.newCampaign({ seed: 7, options: engine.normaliseOptions({ myDice: true }) });
    let pending: CampaignUpdate['entrySteps'] | undefined;
    let checked = 0;
    let sawPhase = false;
    for (let i = 0; i < 400 && update.campaign.board.turn < 3; i++) {
      const p = update.campaign.board.prompt!;
      const a = p.kind === 'enter-dice' ? p.actions[3] : p.actions[p.actions.length - 1];
      update = await service.act(a, await seenNow(service));
      if (update.entrySteps) {
        expect(update.campaign.board.prompt!.kind).toBe('enter-dice');
        expect(update.entrySteps.log).toHaveLength(update.entrySteps.events.length);
        // An earlier entry's steps are the start of this one's (the same try, one result further).
        if (pending) expect(update.entrySteps.events.slice(0, pending.events.length)).toEqual(pending.events);
        if (update.entrySteps.events.some((e) => e.type === 'phase' && e.phase === 'chit-draw')) sawPhase = true;
        pending = update.entrySteps;
      } else if (pending) {
        expect(update.events.slice(0, pending.events.length)).toEqual(pending.events);
        expect(update.log.slice(0, pending.log.length)).toEqual(pending.log);
        checked++;
        pending = undefined;
      }
    }
    expect(sawPhase, 'a question during the Entente turn shows its Chit Draw first').toBe(true);
    expect(checked).toBeGreaterThan(0);
  });

  it('reading the steps leaves the position as it was; without a question there are none', () => {
    const st = newGame({ seed: 7, options: { myDice: true } });
    expect(st.asking).toBeDefined();
    const before = JSON.stringify(st);
    entrySteps(st);
    expect(JSON.stringify(st)).toBe(before);
    expect(entrySteps(newGame({ seed: 7 }))).toEqual([]);
  });
});
