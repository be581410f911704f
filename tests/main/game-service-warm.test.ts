// GameService warms the advisor when a campaign opens (issue #30): the player's first ask then finds the
// workers started and their JIT warm. Once per session (the pool itself warms once in its life), only where
// told (the app's sessions; not kk's one-shot commands), and a warm-up never stops an opening.
import { afterEach, describe, expect, it } from 'vitest';
import type { AdvisorPort } from '../../main/game-service.js';
import type { GameState } from '../../shared/engine/index.js';
import { composeGameService, composeSessions, WARM_ADVISOR_AFTER_MS } from '../../main/compose.js';
import { memorySettings } from '../../main/settings-model.js';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { toyService } from './fixtures/service.js';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { legalActions } from '../../shared/engine/index.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

const TOY_OPTIONS = { hundredDays: false, indiansTwice: false, removeCruisers: 0 } as const;

/** An advisor that only notes the warm-ups asked of it (`fail`: each warm-up throws). */
function warmCounter(fail?: 'throws' | 'rejects'): AdvisorPort & { readonly warmed: { state: GameState; policy: string }[] } {
  const warmed: { state: GameState; policy: string }[] = [];
  return {
    warmed,
    advise: () => ({ result: Promise.resolve(null), cancel: () => undefined }),
    warm(state, policy) {
      warmed.push({ state, policy });
      if (fail === 'throws') throw new Error('no threads here');
      return fail === 'rejects' ? Promise.reject(new Error('no threads here')) : Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}

describe('GameService warms the advisor', () => {
  it('when the first campaign opens, with its position, and not again on the next openings', async () => {
    const advisor = warmCounter();
    const kit = await toyService({ advisor, warmAdvisor: true });
    const first = await kit.service.newCampaign({ seed: 3, options: TOY_OPTIONS });
    expect(advisor.warmed).toHaveLength(1);
    expect((advisor.warmed[0].state as unknown as { seed: number }).seed).toBe(3);
    expect(advisor.warmed[0].policy).toBeTruthy();
    await kit.service.newCampaign({ seed: 4, options: TOY_OPTIONS });
    await kit.service.resume(first.campaign.id);
    expect(advisor.warmed).toHaveLength(1);
  });

  it('not unless told (kk\'s one-shot commands and the tests start no threads they never use)', async () => {
    const advisor = warmCounter();
    const kit = await toyService({ advisor });
    await kit.service.newCampaign({ seed: 3, options: TOY_OPTIONS });
    expect(advisor.warmed).toHaveLength(0);
  });

  it('a warm-up that fails never stops an opening', async () => {
    for (const fail of ['throws', 'rejects'] as const) {
      const advisor = warmCounter(fail);
      const kit = await toyService({ advisor, warmAdvisor: true });
      const update = await kit.service.newCampaign({ seed: 3, options: TOY_OPTIONS });
      expect(update.campaign.seed).toBe(3);
      expect(advisor.warmed).toHaveLength(1);
    }
  });

  it("the app's sessions warm their shared advisor when a campaign opens; a service alone does not unless told", async () => {
    const shared = warmCounter();
    const sessions = await composeSessions({ userData: tempDir('kk-warm-'), appVersion: '0.1.0', settings: memorySettings(), advisor: shared, warmAdvisorAfterMs: 30 });
    await sessions.open().newCampaign({ seed: 1, options: DEFAULT_OPTIONS });
    expect(shared.warmed).toHaveLength(0); // not while the board is first drawn
    await new Promise((r) => setTimeout(r, 80));
    expect(shared.warmed).toHaveLength(1); // through takingTurns, to the pool
    expect(shared.warmed[0].state.turn).toBe(1);
    await sessions.close();

    const alone = warmCounter();
    const service = await composeGameService({ userData: tempDir('kk-warm-'), appVersion: '0.1.0', settings: memorySettings(), advisor: alone });
    await service.newCampaign({ seed: 1, options: DEFAULT_OPTIONS });
    expect(alone.warmed).toHaveLength(0);
    await service.close();
  });

  it('a table-companion campaign opening on a die to enter warms on a war\'s first decision instead (issue 32: no decision to roll out there)', async () => {
    const advisor = warmCounter();
    const library = new CampaignLibrary({ dir: tempDir('kk-warm-'), engine, appVersion: 'test' });
    await library.open();
    const service = new GameService({ engine, library, settings: memorySettings(), appVersion: 'test', randomSeed: () => 4, advisor, warmAdvisor: true });
    const update = await service.newCampaign({ seed: 7, options: engine.normaliseOptions({ myDice: true }) });
    expect(update.campaign.board.prompt?.kind).toBe('enter-dice');
    expect(advisor.warmed).toHaveLength(1);
    const warmed = advisor.warmed[0].state;
    expect(engine.view(warmed).prompt?.kind).not.toMatch(/^enter-/);
    expect(legalActions(warmed).length).toBeGreaterThan(0);
    expect(warmed.seed).toBe(7);
    await service.close();
  });

  it('the app waits until its board is drawn: the warm-up starts WARM_ADVISOR_AFTER_MS after the opening, once, and never after close', async () => {
    expect(WARM_ADVISOR_AFTER_MS).toBeGreaterThanOrEqual(1000); // the warm-up takes both cores ~1.5 s: not over the first board
    const advisor = warmCounter();
    const kit = await toyService({ advisor, warmAdvisor: true, warmAdvisorAfterMs: 40 });
    const opened = await kit.service.newCampaign({ seed: 3, options: TOY_OPTIONS });
    expect(advisor.warmed).toHaveLength(0);
    const moved = await kit.service.act(opened.campaign.board.prompt!.actions[0], { campaignId: opened.campaign.id, version: opened.campaign.version });
    await new Promise((r) => setTimeout(r, 100));
    expect(advisor.warmed).toHaveLength(1);
    expect(moved.campaign.version).not.toBe(opened.campaign.version); // a move in the meantime: still one warm-up

    const closed = warmCounter();
    const kit2 = await toyService({ advisor: closed, warmAdvisor: true, warmAdvisorAfterMs: 40 });
    await kit2.service.newCampaign({ seed: 3, options: TOY_OPTIONS });
    await kit2.service.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(closed.warmed).toHaveLength(0);
  });
});
