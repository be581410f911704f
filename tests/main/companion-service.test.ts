// Issue 32: the table companion through the app's GameService with the real engine. The question is the board's
// prompt like any decision (the prompt bar shows it, keys 1–6 pick a face); each entry is a move of the record,
// so an entered die can be corrected with Undo, and resume, History and export/import give back the same board.
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { memorySettings } from '../../main/settings-model.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';
import { fakeAdvisor } from './fixtures/fake-advisor.js';

afterEach(removeTempDirs);

async function openService(dir: string): Promise<{ service: GameService; library: CampaignLibrary }> {
  const library = new CampaignLibrary({ dir, engine, appVersion: 'test' });
  await library.open();
  return { service: new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 }), library };
}

describe('the table companion in the app (issue 32)', () => {
  it('asks for the dice and chits as the prompt, takes corrections, and keeps the campaign exact on disk', async () => {
    const dir = tempDir();
    const { service, library } = await openService(dir);
    let update = await service.newCampaign({ seed: 7, options: engine.normaliseOptions({ myDice: true, myChits: true }) });
    expect(update.campaign.options).toMatchObject({ myDice: true, myChits: true });
    const first = update.campaign.board.prompt!;
    expect(first).toMatchObject({ kind: 'enter-dice', rule: '§7.1', text: 'Berliner Tageblatt: roll 1 die and enter it. The die plus the turn (1) picks the row of the Tageblatt table, 2 to 7.' });
    expect(update.log).toEqual([]); // the opening waits for the die: nothing has happened yet

    update = await service.act({ type: 'enter-die', face: 5 }, await seenNow(service));
    expect(update.log.some((l) => l.text === 'Berliner Tageblatt: you rolled 5')).toBe(true);
    // The Entente's phases ran after it, on entered results only: it can still be corrected (issue 32).
    expect(update.campaign.board.canUndo).toBe(true);
    update = await service.undo();
    expect(update.campaign.board.prompt).toMatchObject({ kind: 'enter-dice', rule: '§7.1' });
    update = await service.act({ type: 'enter-die', face: 5 }, await seenNow(service));

    // To the first attack: a wrong face entered, taken back with Undo, and the right one entered (§10.1).
    let pick = 99;
    const next = (n: number): number => {
      pick = (Math.imul(pick, 1103515245) + 12345) >>> 0;
      return (pick >>> 16) % n;
    };
    while (update.campaign.board.prompt!.kind !== 'cp-attack') {
      const p = update.campaign.board.prompt!;
      update = await service.act(p.actions[next(p.actions.length)], await seenNow(service));
    }
    const attack = update.campaign.board.prompt!.actions.find((a) => a.type === 'attack')!;
    update = await service.act(attack, await seenNow(service));
    expect(update.campaign.board.prompt).toMatchObject({ kind: 'enter-dice', rule: '§10.1' });
    update = await service.act({ type: 'enter-die', face: 1 }, await seenNow(service));
    expect(update.log.some((l) => l.text.endsWith(': you rolled 1'))).toBe(true);
    expect(update.campaign.board.canUndo).toBe(true);
    update = await service.undo();
    expect(update.campaign.board.prompt).toMatchObject({ kind: 'enter-dice', rule: '§10.1' });
    update = await service.act({ type: 'enter-die', face: 6 }, await seenNow(service));
    expect(update.log.some((l) => l.text.endsWith(': you rolled 6'))).toBe(true);

    // The rest of the war by a scripted player: every question is answerable from the prompt.
    let asked = 0;
    while (update.campaign.board.prompt !== null) {
      const p = update.campaign.board.prompt;
      if (p.kind === 'enter-dice' || p.kind === 'enter-draw') asked++;
      update = await service.act(p.actions[next(p.actions.length)], await seenNow(service));
      expect(update.save).toEqual({ ok: true });
    }
    expect(asked).toBeGreaterThan(20);
    const end = update.campaign.board;
    expect(end.over).not.toBeNull();
    const id = update.campaign.id;

    // History's last step, a resumed campaign and an imported copy all stand where the war ended.
    const history = await service.history(id);
    expect(history.finished).toBe(true);
    expect(history.log.some((l) => l.text.endsWith(': you rolled 6'))).toBe(true);
    const last = await service.historyAt(id, history.length);
    expect(last.board).toEqual(end);
    const exported = await service.exportCampaign(id);
    const imported = await service.importCampaign({ text: exported.text });
    await service.close();
    const fresh = (await openService(library.dir)).service;
    for (const which of [id, imported.id]) {
      const loaded = await fresh.resume(which);
      expect(loaded.ok, which).toBe(true);
      if (loaded.ok) expect(loaded.update.campaign.board).toEqual(end);
    }
  });

  it('the General Staff is not asked about a die to enter: only about decisions', async () => {
    const library = new CampaignLibrary({ dir: tempDir(), engine, appVersion: 'test' });
    await library.open();
    const advisor = fakeAdvisor(6);
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4, advisor });
    await service.newCampaign({ seed: 7, options: engine.normaliseOptions({ myDice: true }) });
    await expect(service.askAdvisor()).rejects.toThrow('enter the result from your table first');
    expect(advisor.asked).toBe(0);
    await service.close();
  });
});
