// `kk advise` (issue #15): the General Staff's advice on a library campaign's pending decision (read-only:
// its file is not touched) or on a new campaign's first decision, as text or JSON; and the a key of
// `kk play`. The CLI's answer (worker threads) equals the single-thread advise() on the same position.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SLOW = 240_000; // a CLI start plus rollouts, on a machine shared by many
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir } from '../../main/paths.js';
import { advise, shippingPolicy } from '../../shared/advisor/index.js';
import type { PlainAction } from '../../shared/engine/index.js';
import type { AdviceUpdate } from '../../shared/ipc.js';
import { adviceShown, RANKING_EXPLAINED } from '../../renderer/advisor/advice-view.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const ID = 'late-war';
/** The golden campaign up to its first decision of turn 26: short rollouts, a real position. */
let moves: PlainAction[] = [];
let userData = '';

function kk(args: string[], input?: string): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args, '--data', userData], { encoding: 'utf8', timeout: 200_000, input });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The campaigns folder's files but the library's list cache (catalogue.json, rebuilt by any reader). */
function filesOf(dir: string): Record<string, string> {
  return Object.fromEntries(readdirSync(dir).filter((f) => f !== 'catalogue.json').map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

beforeAll(async () => {
  let state = engine.newGame({ seed: golden.seed, options });
  let step = 0;
  for (; state.turn < 26; step++) state = engine.act(state, golden.actions[step]).state;
  moves = golden.actions.slice(0, step);
  userData = mkdtempSync(join(tmpdir(), 'kk-advise-'));
  const library = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'test' });
  await library.open();
  await library.create(library.newRecord({ id: ID, seed: golden.seed, options, actions: moves }, state));
}, 60_000);

afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('kk advise', () => {
  it('--resume ID --json: every legal action in words, the same answer as one thread, and the campaign file untouched', () => {
    const before = filesOf(campaignsDir(userData));
    const r = kk(['advise', '--resume', ID, '--json', '--rollouts', '20']);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as AdviceUpdate & { campaign: string; policy: string; prompt: { rule: string } };
    const state = engine.replay(golden.seed, options, moves);
    const legal = engine.view(state).prompt?.actions ?? [];
    expect(out).toMatchObject({ status: 'done', campaign: ID, actionCount: moves.length, policy: shippingPolicy() });
    expect(out.actions).toHaveLength(legal.length);
    for (const a of out.actions) expect(a.label).not.toMatch(/[{}"]|\btype\b/); // words, never the action's JSON
    const single = advise(state, { seed: 1, policy: shippingPolicy(), maxPerAction: 20 });
    expect(out.actions.map(({ label: _label, ...rest }) => rest)).toEqual(single.actions);
    expect(filesOf(campaignsDir(userData))).toEqual(before); // read-only: never saved, no lock left
  }, SLOW);

  it('--seed S: the first decision of a new campaign, as text ranked best first', () => {
    const r = kk(['advise', '--seed', '7', '--rollouts', '5']);
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^§9\.1\.1 · /); // the runner placement opens every campaign
    expect(lines[1]).toMatch(/^The General Staff's advice \(\d+ rollouts/);
    const ranked = lines.slice(2).filter((x) => /^\s*\d+\. choice/.test(x)).map((l) => Number(/^\s*(\d+)\. choice \d+: Send Blockade Runner 1 to /.exec(l)?.[1]));
    // Issue 15: each choice with its odds, as the app's button shows them (§9.1.2: the runner's chance to get through).
    for (const l of lines.slice(2).filter((x) => /^\s*\d+\. choice/.test(x))) expect(l).toMatch(/ · through [<>]?\d+ % — Armistice /);
    expect(ranked.length).toBeGreaterThan(1);
    expect(ranked.every((n) => Number.isInteger(n))).toBe(true);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
  }, SLOW);

  it('issue #30: the text and --json give the panel\'s ranking: the same rows in the same order, places, figures and group lines', () => {
    const args = ['advise', '--seed', '3', '--rollouts', '20'];
    const json = kk([...args, '--json']);
    const text = kk(args);
    expect(json.status).toBe(0);
    expect(text.status).toBe(0);
    const update = JSON.parse(json.stdout) as AdviceUpdate;
    const panel = adviceShown(update, update.actions.map((a) => a.label));
    // the panel's rows as the terminal words them: place, choice, Armistice, the figure against the best
    const expected = panel.rows.flatMap((r) => [
      ...(r.group === null ? [] : [`${r.group}:`]),
      `${r.rank}. choice ${r.index + 1} Armistice ${r.armistice}, ${r.gap}`,
    ]);
    const lines = text.stdout.trim().split('\n').slice(2);
    const shown = lines.flatMap((l) => {
      const row = /^\s*(\d+)\. choice (\d+): .* — Armistice (.+); (?:no Armistice seen|-?[\d.]+(?: ± [\d.]+)? VP if it comes)/.exec(l);
      if (row) return [`${row[1]}. choice ${row[2]} Armistice ${row[3]}`];
      return /^\s*About equal/.test(l) ? [l.trim()] : [];
    });
    expect(shown).toEqual(expected);
    expect(text.stdout).toContain(RANKING_EXPLAINED);
    expect(panel.explained).toBe(RANKING_EXPLAINED);
  }, SLOW);

  it('refuses a bad budget and a missing position, in words', () => {
    const bad = kk(['advise', '--seed', '7', '--rollouts', '0']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/--rollouts takes a whole number of rollouts per action from 1 to 500/);
    const none = kk(['advise']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/kk advise takes a position: --resume ID/);
  }, SLOW);
});

describe('kk play: the a key', () => {
  it('prints the advice at the current decision, and the game goes on', () => {
    const r = kk(['play', '--resume', ID, '--rollouts', '5'], 'a\nq\n');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/a to ask the General Staff/);
    expect(r.stdout).toMatch(/The General Staff's advice \(\d+ rollouts/);
    expect(r.stdout).toMatch(/ 1\. choice \d+: /);
  }, SLOW);

  it('issue #30: shows what kk advise shows at the same position: the same rows, places, figures, groups and why', () => {
    // campaign 3's first decision (§9.1.1), a budget at which it has an "about equal" group and a why
    const args = ['--seed', '3', '--rollouts', '100'];
    const played = kk(['play', ...args], 'a\nq\n');
    const advised = kk(['advise', ...args]);
    expect(played.status).toBe(0);
    expect(advised.status).toBe(0);
    /** The answer's lines: its rollouts, then each row to the line explaining ± (the seconds it took apart). */
    const answer = (out: string): { rollouts: string; lines: string[] } => {
      const lines = out.split('\n');
      const start = lines.findIndex((l) => /^The General Staff's advice \(\d+ rollouts/.test(l));
      const end = lines.findIndex((l, i) => i > start && l.includes(RANKING_EXPLAINED));
      expect(start, out).toBeGreaterThanOrEqual(0);
      expect(end, out).toBeGreaterThan(start);
      return { rollouts: /\((\d+) rollouts/.exec(lines[start])![1], lines: lines.slice(start + 1, end + 1) };
    };
    const inPlay = answer(played.stdout);
    expect(inPlay).toEqual(answer(advised.stdout));
    expect(inPlay.lines.filter((l) => /^\s+\d+\. choice \d+: /.test(l))).toHaveLength(7);
    expect(inPlay.lines.some((l) => /^ {2}About equal/.test(l))).toBe(true);
    expect(inPlay.lines.some((l) => /^ {2}Why: after the best choice, /.test(l))).toBe(true);
  }, SLOW);
});
