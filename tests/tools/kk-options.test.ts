// kk's optional-rule flags and help come from the table (shared/data/optional-rules.ts): each flag parses to
// its row's values, a value outside the table is refused, the help lists every option, and `kk play` starts a
// campaign with exactly the options its flags give.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, isSwitch, OPTIONAL_RULES, optionValues, type Options } from '../../shared/data/optional-rules.js';
import { optionFlagsHelp, optionFlagsUsage, optionsFrom as optionsRead, OPTION_FLAGS } from '../../tools/kk-play.js';
import { optionsInWords } from '../../tools/kk-library.js';
import { readArgs, UsageError } from '../../tools/kk-args.js';
import { DATA, SEED } from '../../tools/kk-flags.js';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir, savesDir } from '../../main/paths.js';

/** The options `kk play`'s words give. */
function optionsFrom(args: string[]): Options {
  return optionsRead(readArgs(args, { command: 'kk play', flags: [SEED, DATA, ...OPTION_FLAGS] }));
}

const KK = join(import.meta.dirname, '../../tools/kk.ts');

function kk(args: string[], input = ''): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['--import', 'tsx', KK, ...args], {
    input, encoding: 'utf8', env: { ...process.env, KK_USER_DATA: join(tmpdir(), 'kk-not-this-one') }, timeout: 60_000,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The flags that set `options` (a switch's flag when on, a choice's flag and value when not the default). */
function flagsFor(options: Options): string[] {
  return OPTIONAL_RULES.flatMap((row) => {
    const x = options[row.id];
    if (x === row.default) return [];
    return isSwitch(row) ? [row.flag] : [row.flag, String(x)];
  });
}

describe('kk optional-rule flags', () => {
  it('gives the table\'s defaults without flags', () => {
    expect(optionsFrom([])).toEqual(DEFAULT_OPTIONS);
    expect(optionsFrom(['--seed', '4', '--data', '/x'])).toEqual(DEFAULT_OPTIONS);
  });

  it('parses each flag to each of its row\'s values', () => {
    for (const row of OPTIONAL_RULES) {
      for (const x of optionValues(row)) {
        const options = { ...DEFAULT_OPTIONS, [row.id]: x } as Options;
        expect(optionsFrom(flagsFor(options)), `${row.flag} ${x}`).toEqual(options);
        if (!isSwitch(row)) expect(optionsFrom(['--seed', '1', row.flag, String(x)]), `${row.flag} ${x}`).toEqual(options);
      }
    }
    expect(optionsFrom(['--hundred-days', '--indians-twice', '--remove-cruisers', '2'])).toEqual({ hundredDays: true, indiansTwice: true, removeCruisers: 2 });
  });

  it('refuses a choice\'s value outside the table, or none', () => {
    for (const row of OPTIONAL_RULES.filter((r) => !isSwitch(r))) {
      for (const bad of [['3'], ['-1'], ['one'], ['1.0'], []]) {
        expect(() => optionsFrom([row.flag, ...bad]), `${row.flag} ${bad.join(' ')}`).toThrow(UsageError);
      }
    }
    expect(() => optionsFrom(['--remove-cruisers', '3'])).toThrow('--remove-cruisers takes 0, 1 or 2');
  });

  it('lists every flag in the usage and every option in the help', () => {
    expect(optionFlagsUsage()).toBe('[--hundred-days] [--indians-twice] [--remove-cruisers N]');
    const help = optionFlagsHelp().split('\n');
    expect(help).toHaveLength(OPTIONAL_RULES.length);
    OPTIONAL_RULES.forEach((row, i) => {
      for (const part of [row.flag, row.rule, row.label, row.section, row.explanation]) expect(help[i], row.id).toContain(part);
    });
  });

  it('describes a campaign\'s options with the table\'s words', () => {
    expect(optionsInWords(DEFAULT_OPTIONS)).toBe('standard');
    expect(optionsInWords({ hundredDays: true, indiansTwice: false, removeCruisers: 1 })).toBe('The Hundred Days, 1 Cruiser removed');
    // kk campaigns marks the table companion's campaigns as the Campaigns screen does (issue 32).
    expect(optionsInWords({ ...DEFAULT_OPTIONS, myDice: true })).toBe('Your own dice');
    expect(optionsInWords({ ...DEFAULT_OPTIONS, myChits: true })).toBe('Your own chits');
    expect(optionsInWords({ ...DEFAULT_OPTIONS, hundredDays: true, myDice: true, myChits: true })).toBe('The Hundred Days, Your own dice, Your own chits');
  });
});

describe('the kk command', () => {
  it('prints the optional rules in its help', () => {
    const r = kk([]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(optionFlagsUsage());
    for (const row of OPTIONAL_RULES) expect(r.stdout).toContain(row.explanation);
  });

  it('starts a campaign with the options its flags give, and refuses a value outside the table', async () => {
    const data = mkdtempSync(join(tmpdir(), 'kk-options-'));
    try {
      const bad = kk(['play', '--seed', '3', '--remove-cruisers', '5', '--data', data], 'q\n');
      expect(bad.status).toBe(2);
      expect(bad.stderr).toContain('--remove-cruisers takes 0, 1 or 2');
      const chosen = Object.fromEntries(OPTIONAL_RULES.map((row) => [row.id, optionValues(row).at(-1)])) as unknown as Options;
      const r = kk(['play', '--seed', '3', ...flagsFor(chosen), '--data', data], 'q\n');
      expect(r.status, r.stderr).toBe(0);
      const library = new CampaignLibrary({ dir: campaignsDir(data), oldSavesDir: savesDir(data), engine, appVersion: 'test' });
      await library.open();
      const { campaigns } = await library.list();
      expect(campaigns.map((c) => c.options)).toEqual([chosen]);
    } finally {
      rmSync(data, { recursive: true, force: true });
    }
  });
});
