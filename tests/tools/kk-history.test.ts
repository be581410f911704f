// `kk history ID --turn N` prints the board of a library campaign at the first decision of turn N: the
// engine's replay of that action prefix, drawn by the terminal's text board; a turn it never reached and a
// campaign that is not there are told in a sentence.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir } from '../../main/paths.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { textBoard } from '../../tools/text-board.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const ID = 'golden-armistice';
/** The same campaign's first ten moves: it never left turn 1. */
const SHORT = 'golden-first-moves';
let userData = '';

function kk(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args, '--data', userData], { encoding: 'utf8', timeout: 60_000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(async () => {
  userData = mkdtempSync(join(tmpdir(), 'kk-history-'));
  const library = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'test' });
  await library.open();
  await library.create(library.newRecord({ id: ID, seed: golden.seed, options, actions: golden.actions }, engine.replay(golden.seed, options, golden.actions)));
  const first = golden.actions.slice(0, 10);
  await library.create(library.newRecord({ id: SHORT, seed: golden.seed, options, actions: first }, engine.replay(golden.seed, options, first)));
});

afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('kk history', () => {
  it('--turn N prints the board at the first decision of turn N', () => {
    // The first prefix of the campaign whose position stands in turn 5, found by replaying prefixes.
    let step = 0;
    while (engine.replay(golden.seed, options, golden.actions.slice(0, step)).turn < 5) step++;
    const board = engine.view(engine.replay(golden.seed, options, golden.actions.slice(0, step)));
    expect(board.turn).toBe(5);
    const r = kk(['history', ID, '--turn', '5']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`after move ${step} of ${golden.actions.length}`);
    expect(r.stdout).toContain(textBoard(board));
    expect(r.stdout).toContain(`Pending: [${board.prompt?.rule}]`);
  }, 60_000);

  it('without --turn, where the campaign stands (over)', () => {
    const r = kk(['history', ID]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(textBoard(engine.view(engine.replay(golden.seed, options, golden.actions))));
    expect(r.stdout).toMatch(/The war is over: Armistice, \d+ VP/);
  }, 60_000);

  it('a turn the campaign never reached, or a campaign that is not there, in a sentence (status 1)', () => {
    const late = kk(['history', SHORT, '--turn', '5']);
    expect(late.status).toBe(1);
    expect(late.stderr.trim()).toBe('The campaign has no decision on turn 5: its history runs from turn 1 to turn 1.');
    const missing = kk(['history', 'no-such-campaign', '--turn', '2']);
    expect(missing.status).toBe(1);
    expect(missing.stderr.trim().length).toBeGreaterThan(0);
    expect(missing.stderr).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it('a turn that no campaign has, or a malformed one, is a mistake in the command (status 2)', () => {
    const late = kk(['history', ID, '--turn', '40']);
    expect(late.status).toBe(2);
    expect(late.stderr.trim()).toBe('--turn takes a whole number from 1 to 27; 40 is out of that range.');
    const bad = kk(['history', ID, '--turn', 'soon']);
    expect(bad.status).toBe(2);
    expect(bad.stderr.trim()).toBe('--turn takes a whole number, such as --turn 5; "soon" is not one.');
    expect(bad.stderr).not.toMatch(/at .*\.ts:\d+/); // no stack
  }, 60_000);
});
