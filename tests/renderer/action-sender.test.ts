// The board's one way to main for actions (app/action-sender.ts): one call at a time, each action with the
// board it was chosen on (`seen`), main's refusal shown as its sentence, and the Undo floor said in words.
import { describe, expect, it } from 'vitest';
import type { CampaignUpdate, CampaignView, GameApi } from '../../shared/ipc.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { ActionSender, type ActionSenderDeps } from '../../renderer/app/action-sender.js';
import { UNDO_BLOCKED } from '../../renderer/ui/undo-blocked.js';

const ACTION = { type: 'pass' } as unknown as PlainAction;

function campaign(canUndo: boolean, actionCount = 3): CampaignView {
  return { id: 'c1', version: 'v7', actionCount, board: { prompt: { actions: [ACTION] }, canUndo } } as unknown as CampaignView;
}

const update = (reason: CampaignUpdate['reason'], events: CampaignUpdate['events'] = []): CampaignUpdate =>
  ({ seq: 1, reason, events, campaign: campaign(true) }) as unknown as CampaignUpdate;

function setUp(over: Partial<ActionSenderDeps> = {}, api: Partial<GameApi> = {}) {
  const seen: string[] = [];
  const applied: CampaignUpdate[] = [];
  const errors: string[] = [];
  let answer: (u: CampaignUpdate) => void = () => undefined;
  const fullApi = {
    act: (_a: PlainAction, s: { campaignId: string; version: string }) => {
      seen.push(`act ${s.campaignId} ${s.version}`);
      return new Promise<CampaignUpdate>((resolve) => { answer = resolve; });
    },
    undo: () => { seen.push('undo'); return Promise.resolve(update('undo')); },
    ...api,
  } as unknown as GameApi;
  const sender = new ActionSender({
    api: fullApi, campaign: () => campaign(false), historyActive: () => false, moving: () => false,
    beforeAction: () => seen.push('before'), apply: (u) => applied.push(u), showError: (m) => errors.push(m), ...over,
  });
  return { sender, seen, applied, errors, answer: (u: CampaignUpdate) => answer(u) };
}

describe('the action sender', () => {
  it('sends an action with the board it was chosen on, one at a time, and applies the answer', async () => {
    const t = setUp();
    const first = t.sender.send(0);
    expect(t.sender.busy).toBe(true);
    await t.sender.send(0); // a second click while the first is under way is dropped
    expect(t.seen).toEqual(['before', 'act c1 v7']);
    const u = update('act');
    t.answer(u);
    await first;
    expect(t.applied).toEqual([u]);
    expect(t.sender.busy).toBe(false);
  });

  it('sends nothing from the History screen, while the war moves, or for a choice the prompt does not hold', async () => {
    for (const over of [{ historyActive: () => true }, { moving: () => true }]) {
      const t = setUp(over);
      await t.sender.send(0);
      expect(t.seen).toEqual([]);
    }
    const t = setUp();
    await t.sender.send(5);
    expect(t.seen).toEqual([]);
  });

  it("shows main's refusal as its sentence and takes the next click", async () => {
    const t = setUp({}, { act: () => Promise.reject(new Error('The campaign has moved on in another window.')) });
    await t.sender.send(0);
    expect(t.errors).toEqual(['The campaign has moved on in another window.']);
    expect(t.sender.busy).toBe(false);
  });

  it('says why the engine refuses an Undo, from the last action seen here, and does not ask main', async () => {
    const t = setUp();
    t.sender.heard(update('act', [{ type: 'dice', dice: [4] }] as unknown as CampaignUpdate['events']));
    await t.sender.undo();
    expect(t.seen).toEqual([]);
    expect(t.errors).toEqual([`${UNDO_BLOCKED} (your last move rolled a die).`]);
  });

  it('takes the last move back when the engine allows it', async () => {
    const t = setUp({ campaign: () => campaign(true) });
    await t.sender.undo();
    expect(t.seen).toEqual(['undo']);
    expect(t.applied.map((u) => u.reason)).toEqual(['undo']);
  });
});
