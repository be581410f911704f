// Issue #33 with the table companion (issue 32): while it asks for a roll, each entry's update brings its action's
// steps so far; the polite live region says the new ones as they come, each once, and after the answer only the
// lines not said yet. A page reloaded at a pending question (its update a load with the steps) says nothing and
// then, at the next entry, only that entry's new steps — not the whole Entente turn again.
import { afterEach, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { memorySettings } from '../../main/settings-model.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import type { LogEntry } from '../../shared/engine/index.js';
import { ANNOUNCED_LINES, announcedLines, heardStepsAfter } from '../../renderer/ui/announcer.js';
import { removeTempDirs, tempDir } from '../main/fixtures/setup.js';
import { seenNow } from '../main/fixtures/seen.js';

afterEach(removeTempDirs);

/** What a page's announcer says, update after update (ui/announcer.ts: the Announcer's own two steps). */
class Ear {
  private heard = 0;
  hear(u: CampaignUpdate): string[] {
    const said = announcedLines(u, this.heard);
    this.heard = heardStepsAfter(u);
    return said;
  }
}

/** The sentences `entries` should be heard as: every one when few, else counted and the last few. */
function spoken(entries: readonly LogEntry[]): string[] {
  const lines = entries.map((l) => l.text.trim()).filter((l) => l !== '');
  return lines.length <= ANNOUNCED_LINES ? lines : [`${lines.length} new lines in the game log; the last ${ANNOUNCED_LINES}:`, ...lines.slice(-ANNOUNCED_LINES)];
}

async function companionService(): Promise<{ service: GameService; first: CampaignUpdate }> {
  const library = new CampaignLibrary({ dir: tempDir(), engine, appVersion: 'test' });
  await library.open();
  const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4 });
  return { service, first: await service.newCampaign({ seed: 7, options: engine.normaliseOptions({ myDice: true }) }) };
}

/** Enters a 4 for a die asked, else takes the prompt's last choice (ends a phase). */
async function step(service: GameService, u: CampaignUpdate): Promise<CampaignUpdate> {
  const p = u.campaign.board.prompt!;
  return service.act(p.kind === 'enter-dice' ? p.actions[3] : p.actions[p.actions.length - 1], await seenNow(service));
}

describe('the announcements while the table companion asks for rolls', () => {
  it('say each step once as it comes, and after the answer only what was not said', async () => {
    const { service, first } = await companionService();
    const ear = new Ear();
    ear.hear(first);
    let u = first;
    // A new campaign may open on a question (the Tageblatt's die): its steps are shown at once, not said.
    let pending: LogEntry[] | null = first.entrySteps ? [...first.entrySteps.log] : null;
    let stepsSaid = 0;
    let answered = 0;
    for (let i = 0; i < 400 && u.campaign.board.turn < 3; i++) {
      u = await step(service, u);
      const said = ear.hear(u);
      if (u.entrySteps) {
        const from = pending?.length ?? 0;
        expect(said, 'an entry says its new steps').toEqual(spoken(u.entrySteps.log.slice(from)));
        if (u.entrySteps.log.length > from) stepsSaid++;
        pending = [...u.entrySteps.log];
      } else if (pending) {
        // The answer: the action's whole log arrives; its first lines were the steps, said already.
        expect(said, 'the answered action says only its lines after the steps').toEqual(spoken(u.log.slice(pending.length)));
        answered++;
        pending = null;
      } else expect(said).toEqual(spoken(u.log));
    }
    expect(stepsSaid, 'entries whose steps were said').toBeGreaterThan(0);
    expect(answered).toBeGreaterThan(0);
  });

  it('a page reloaded at a pending question says nothing, then only the next entry\'s new steps', async () => {
    const { service, first } = await companionService();
    let u = first;
    // Up to a question during the Entente turn, after at least one of its entries.
    for (let i = 0; i < 400 && !(u.entrySteps && u.entrySteps.log.some((l) => /Chit Draw Phase/.test(l.text))); i++) u = await step(service, u);
    expect(u.entrySteps, 'a question during the Entente turn').toBeDefined();
    const reloaded = await service.resume(u.campaign.id);
    if (!reloaded.ok) throw new Error('not resumed');
    const load = reloaded.update;
    expect(load.reason).toBe('load');
    expect(load.entrySteps?.log.length).toBeGreaterThan(ANNOUNCED_LINES);
    const ear = new Ear(); // the new page's announcer
    expect(ear.hear(load)).toEqual([]);
    const next = await step(service, load);
    const before = load.entrySteps!.log.length;
    const newLines = (next.entrySteps ?? { log: next.log }).log.slice(before);
    expect(ear.hear(next)).toEqual(spoken(newLines));
    expect(newLines.length).toBeLessThan((next.entrySteps ?? { log: next.log }).log.length);
  });
});
