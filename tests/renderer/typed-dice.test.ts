// Issue 32: two dice typed in one go ("3" then "5") for the companion's question: the second face, pressed while
// the first is on its way, is entered when the next question asks for a die of the same roll, and never elsewhere.
import { describe, expect, it } from 'vitest';
import type { CampaignUpdate, CampaignView, GameApi } from '../../shared/ipc.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { ActionSender } from '../../renderer/app/action-sender.js';

const faces = [1, 2, 3, 4, 5, 6].map((face) => ({ type: 'enter-die', face }));

function question(rule: string, kind = 'enter-dice'): CampaignView {
  return { id: 'c1', version: `v-${rule}-${kind}`, actionCount: 1, board: { prompt: { kind, rule, text: '', actions: kind === 'enter-dice' ? faces : [{ type: 'pass' }] }, canUndo: true } } as unknown as CampaignView;
}

function setUp(first: CampaignView) {
  let shown = first;
  const sent: string[] = [];
  let answer: (u: CampaignUpdate) => void = () => undefined;
  const api = {
    act: (a: PlainAction) => {
      sent.push(JSON.stringify(a));
      return new Promise<CampaignUpdate>((resolve) => { answer = resolve; });
    },
  } as unknown as GameApi;
  const sender = new ActionSender({
    api, campaign: () => shown, historyActive: () => false, moving: () => false,
    beforeAction: () => undefined, apply: () => undefined, showError: () => undefined,
  });
  const arrive = async (next: CampaignView, drawn = true): Promise<void> => {
    shown = next;
    answer({} as CampaignUpdate);
    await new Promise((r) => setTimeout(r, 0));
    if (drawn) sender.decisionShown();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { sender, sent, arrive, set shown(c: CampaignView) { shown = c; } };
}

describe('a pair of dice typed in one go (issue 32)', () => {
  it('§9.1.2 "3" then "5": the second face waits for the second question and is entered there', async () => {
    const t = setUp(question('§9.1.2'));
    void t.sender.send(2); // face 3
    void t.sender.send(4); // face 5, pressed while the 3 is on its way
    expect(t.sent).toEqual(['{"type":"enter-die","face":3}']);
    await t.arrive(question('§9.1.2'));
    expect(t.sent).toEqual(['{"type":"enter-die","face":3}', '{"type":"enter-die","face":5}']);
  });

  it('the push of the update shown before the call ends: the second face is still entered', async () => {
    const t = setUp(question('§9.1.2'));
    void t.sender.send(2);
    void t.sender.send(4);
    t.shown = question('§9.1.2');
    t.sender.decisionShown(); // the push drew the question while act() had not answered yet
    await new Promise((r) => setTimeout(r, 0));
    expect(t.sent).toHaveLength(1);
    await t.arrive(question('§9.1.2'), false);
    expect(t.sent).toEqual(['{"type":"enter-die","face":3}', '{"type":"enter-die","face":5}']);
  });

  it('a face typed ahead is forgotten when the next question is a decision or another roll', async () => {
    for (const next of [question('§9.1.2', 'cp-attack'), question('§10.1')]) {
      const t = setUp(question('§9.1.2'));
      void t.sender.send(2);
      void t.sender.send(4);
      await t.arrive(next);
      expect(t.sent).toEqual(['{"type":"enter-die","face":3}']);
    }
  });
});
