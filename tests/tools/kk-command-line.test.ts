// kk's command line as a player meets it, in real child processes: a mistake in the arguments is one sentence
// on stderr and exit status 2 (never a stack, never a silent default); a file kk replay cannot use is one
// sentence and status 1, never its content; --help prints the usage; right arguments give what they gave before.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONAL_RULES } from '../../shared/data/optional-rules.js';

const TOOLS = join(import.meta.dirname, '../../tools');
const SLOW = 120_000;

interface Run { status: number | null; stdout: string; stderr: string }

function run(script: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(TOOLS, script), ...args], {
      env: { ...process.env, KK_USER_DATA: join(tmpdir(), 'kk-not-this-one') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** Runs the cases two at a time (the machine's other work goes on meanwhile). */
async function runAll(script: string, cases: readonly string[][]): Promise<Run[]> {
  const results: Run[] = [];
  for (let i = 0; i < cases.length; i += 2) results.push(...(await Promise.all(cases.slice(i, i + 2).map((c) => run(script, c)))));
  return results;
}

/** One sentence on stderr, no stack trace (no "    at …" line, no source excerpt). */
function expectOneSentence(r: Run, sentence: string | RegExp): void {
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  if (typeof sentence === 'string') expect(lines[0]).toBe(sentence);
  else expect(lines[0]).toMatch(sentence);
  expect(r.stderr).not.toMatch(/^\s+at /m);
}

describe('kk: a mistake in the arguments', () => {
  const cases: [string[], string | RegExp][] = [
    [['sim', '--gmes', '3'], 'kk sim has no flag "--gmes"; did you mean --games?'],
    [['sim', '--games', 'abc'], '--games takes a whole number of campaigns, such as --games 100; "abc" is not one.'],
    [['sim', '--games', '0'], '--games takes a whole number of campaigns from 1 to 100000000; 0 is out of that range.'],
    [['sim', '--games'], '--games takes a whole number of campaigns, such as --games 100; none was given.'],
    [['sim', '--games', '3', '--policy', 'clever'], '--policy takes a player: random, greedy, strong or advisor; "clever" is not one of them.'],
    [['sim', '--games', '3', '--budget', '2'], '--budget is for --policy advisor only.'],
    [['conquer'], /^kk has no command "conquer"; the commands are play, campaigns, stats, history, advise, sim, review, replay, scenario/],
    [['play', '--resume'], '--resume takes a campaign id (npm run kk -- campaigns lists them); none was given.'],
    [['play', '--seed', '5', '--remove-cruisers', '3'], '--remove-cruisers takes 0, 1 or 2; "3" is not one of them.'],
    [['history', 'some-id', '--turn', 'soon'], '--turn takes a whole number, such as --turn 5; "soon" is not one.'],
    [['advise', '--seed', '7', '--rollouts', '0'], '--rollouts takes a whole number of rollouts per action from 1 to 500; 0 is out of that range.'],
    [['campaigns', '--jsn'], 'kk campaigns has no flag "--jsn"; did you mean --json?'],
    [['replay'], 'kk replay takes one file, such as kk replay fuzz-failures/seed-5.json; none was given.'],
  ];
  let runs: Run[] = [];
  beforeAll(async () => {
    runs = await runAll('kk.ts', cases.map(([args]) => args));
  }, SLOW);

  it.each(cases.map(([args, sentence], i) => ({ line: args.join(' '), sentence, i })))('kk $line', ({ sentence, i }) => {
    expect(runs[i].status, runs[i].stderr).toBe(2);
    expectOneSentence(runs[i], sentence);
    expect(runs[i].stdout).toBe('');
  });

  it('the fuzzer too', async () => {
    const [bad, unknown] = await runAll('fuzz.ts', [['--games', 'abc'], ['--gmes', '3']]);
    expect(bad.status).toBe(2);
    expectOneSentence(bad, '--games takes a whole number of campaigns, such as --games 1000; "abc" is not one.');
    expect(unknown.status).toBe(2);
    expectOneSentence(unknown, 'The fuzzer has no flag "--gmes"; did you mean --games?');
  }, SLOW);
});

describe('kk --help', () => {
  it('prints every command, or one command\'s usage, with status 0', async () => {
    const [all, sim, stats] = await runAll('kk.ts', [['--help'], ['sim', '--help'], ['stats', '--help']]);
    expect(all.status).toBe(0);
    for (const command of ['play', 'campaigns', 'stats', 'history', 'sim', 'advise', 'review', 'replay', 'scenario']) expect(all.stdout).toContain(`kk ${command}`);
    expect(sim.status).toBe(0);
    expect(sim.stdout).toMatch(/^Usage: kk sim --games N --policy random\|greedy\|strong/);
    for (const row of OPTIONAL_RULES) expect(sim.stdout).toContain(row.flag);
    expect(stats.status).toBe(0);
    expect(stats.stdout.trim()).toBe('Usage: kk stats [--json] [--branches] [--data DIR]');
  }, SLOW);
});

describe('kk replay: a file it cannot use', () => {
  let dir = '';
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'kk-replay-'));
    writeFileSync(join(dir, 'spaces.json'), ' '.repeat(2_000_000));
    writeFileSync(join(dir, 'deep.json'), '['.repeat(200_000) + ']'.repeat(200_000));
    writeFileSync(join(dir, 'words.json'), 'secret words of the file\n');
    writeFileSync(join(dir, 'illegal.json'), JSON.stringify({ seed: 1, actions: [{ type: 'nope', padding: 'p'.repeat(100_000) }] }));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says what is wrong in one sentence, status 1, and never prints the file', async () => {
    const files = ['spaces', 'deep', 'words', 'illegal', 'missing'].map((name) => join(dir, `${name}.json`));
    const [spaces, deep, words, illegal, missing] = await runAll('kk.ts', files.map((f) => ['replay', f]));
    for (const r of [spaces, deep, words, illegal, missing]) {
      expect(r.status, r.stderr.slice(0, 500)).toBe(1);
      expect(r.stderr.length).toBeLessThan(400);
      expect(r.stdout).toBe('');
    }
    expectOneSentence(spaces, `${files[0]} is not a JSON file: it ends before its data does.`);
    expectOneSentence(deep, `${files[1]} holds no campaign: kk replay reads an object with a seed, its options and its actions, such as {"seed": 5, "actions": []}.`);
    expectOneSentence(words, `${files[2]} is not a JSON file.`);
    expect(words.stderr).not.toContain('secret');
    expectOneSentence(illegal, `Action 1 of 1 in ${files[3]} cannot be played: the decision then was §9.1.1: Send Blockade Runner 1 to a sea area of its own (every available runner must sail).`);
    expectOneSentence(missing, `There is no file ${files[4]}.`);
  }, SLOW);
});

describe('kk sim with right arguments', () => {
  it('gives the same figures as before the arguments were read with parseArgs (seed 5, greedy; seed 9, strong, Indians twice)', async () => {
    const [greedy, strong] = await runAll('kk.ts', [
      ['sim', '--games', '3', '--policy', 'greedy', '--json', '--seed', '5'],
      ['sim', '--games', '2', '--policy', 'strong', '--seed', '9', '--indians-twice', '--json'],
    ]);
    expect(greedy.status, greedy.stderr).toBe(0);
    // Figures printed by the code before this change (commit a9be386), all but the speed.
    const { gamesPerSecond, ...g } = JSON.parse(greedy.stdout) as Record<string, unknown>;
    expect(typeof gamesPerSecond).toBe('number');
    expect(g).toEqual({
      games: 3, policy: 'greedy', wins: 0, losses: 3, meanVP: null, vpSd: null, defeatShare: 1, defeatTurns: { 9: 1, 11: 1, 13: 1 },
      entered: { turkey: 3, italy: 3, bulgaria: 3, roumania: 0, usa: 2 },
      surrendered: { france: 0, italy: 0, russia: 0, serbiaToAao: 0, turkey: 0, roumania: 0, eastAfrica: 0 },
      entryTurn: { 'bulgarian-entry': 5.33, 'hinden-luden': 7.33, 'italian-entry': 3.67, 'turkish-entry': 2 },
      entryGames: { 'turkish-entry': 3, 'italian-entry': 3, 'bulgarian-entry': 3, 'hinden-luden': 3 },
    });
    expect(strong.status, strong.stderr).toBe(0);
    expect(JSON.parse(strong.stdout)).toMatchObject({ games: 2, policy: 'strong', wins: 2, losses: 0, meanVP: 36, vpSd: 12.73, surrendered: { russia: 1, turkey: 1, roumania: 2, eastAfrica: 1 } });
  }, SLOW);
});
