// The reading of kk's arguments (tools/kk-args.ts): util.parseArgs, strict, with typed values. Every mistake is
// a UsageError in one sentence that names the flag and what it takes; what is right reads as before.
import { describe, expect, it } from 'vitest';
import { oneOf, readArgs, someText, switchFlag, UsageError, wholeNumber, type CommandArgs } from '../../tools/kk-args.js';

const GAMES = wholeNumber('--games', { of: 'campaigns', min: 1, max: 1000, example: 100 });
const POLICY = oneOf('--policy', ['random', 'greedy', 'strong'], 'a player');
const DATA = someText('--data', 'a folder');
const JSON_OUT = switchFlag('--json');
const SIM: CommandArgs = { command: 'kk sim', flags: [GAMES, POLICY, DATA, JSON_OUT] };
const FILES: CommandArgs = { command: 'kk scenario', flags: [JSON_OUT], positionals: { min: 1, max: 2, takes: 'one or two files' } };

/** The sentence readArgs refuses `args` with (and that it is a UsageError). */
function refusal(args: string[], spec: CommandArgs = SIM): string {
  try {
    readArgs(args, spec);
  } catch (e) {
    expect(e).toBeInstanceOf(UsageError);
    return (e as Error).message;
  }
  throw new Error(`${args.join(' ')} was read without complaint`);
}

describe('readArgs', () => {
  it('reads every flag to its typed value, and leaves the others undefined', () => {
    const read = readArgs(['--games', '3', '--policy', 'greedy', '--json', '--data', '/tmp/x'], SIM);
    expect(read.value(GAMES)).toBe(3);
    expect(read.value(POLICY)).toBe('greedy');
    expect(read.value(DATA)).toBe('/tmp/x');
    expect(read.has(JSON_OUT)).toBe(true);
    expect(read.has('--games')).toBe(true);
    const none = readArgs([], SIM);
    expect([none.value(GAMES), none.value(POLICY), none.has(JSON_OUT), none.positionals]).toEqual([undefined, undefined, false, []]);
    expect(readArgs(['--games=7'], SIM).value(GAMES)).toBe(7);
  });

  it('refuses a flag it does not know, with the near one or the list of its flags', () => {
    expect(refusal(['--gmes', '3'])).toBe('kk sim has no flag "--gmes"; did you mean --games?');
    expect(refusal(['--verbose'])).toBe('kk sim has no flag "--verbose"; its flags are --games, --policy, --data, --json.');
    expect(refusal(['-g', '3'])).toBe('kk sim has no flag "-g"; its flags are --games, --policy, --data, --json.');
  });

  it('refuses a malformed number, a number out of range and a missing value, naming what the flag takes', () => {
    expect(refusal(['--games', 'abc'])).toBe('--games takes a whole number of campaigns, such as --games 100; "abc" is not one.');
    for (const bad of ['1.5', '1e3', '+3', ' 3', '', '0x10']) expect(refusal(['--games', bad])).toMatch(/^--games takes a whole number of campaigns, such as --games 100; ".*" is not one\.$/);
    expect(refusal(['--games', '-1'])).toBe('--games takes a whole number of campaigns, such as --games 100; "-1" is not one.');
    expect(refusal(['--games', '0'])).toBe('--games takes a whole number of campaigns from 1 to 1000; 0 is out of that range.');
    expect(refusal(['--games', '1001'])).toBe('--games takes a whole number of campaigns from 1 to 1000; 1001 is out of that range.');
    expect(refusal(['--games'])).toBe('--games takes a whole number of campaigns, such as --games 100; none was given.');
    expect(refusal(['--games', '--json'])).toBe('--games takes a whole number of campaigns, such as --games 100; none was given before "--json".');
  });

  it('refuses a word outside a list, an empty text, and a value given to a switch', () => {
    expect(refusal(['--policy', 'clever'])).toBe('--policy takes a player: random, greedy or strong; "clever" is not one of them.');
    expect(refusal(['--data='])).toBe('--data takes a folder; it was given an empty one.');
    expect(refusal(['--json=yes'])).toBe('--json takes no value; "yes" was given to it.');
  });

  it('refuses a flag given twice', () => {
    expect(refusal(['--games', '3', '--games', '4'])).toBe('--games is given twice; give it once.');
  });

  it('takes the words a command allows, and refuses too few or too many', () => {
    expect(readArgs(['a.json', '--json', 'b.json'], FILES).positionals).toEqual(['a.json', 'b.json']);
    expect(refusal([], FILES)).toBe('kk scenario takes one or two files; none was given.');
    expect(refusal(['a', 'b', 'c'], FILES)).toBe('kk scenario takes one or two files; "c" is one word too many.');
    expect(refusal(['extra'])).toBe('kk sim takes no words besides its flags; "extra" is not one of its flags.');
  });

  it('never repeats more than a few dozen characters of what was typed', () => {
    const long = 'x'.repeat(100_000);
    for (const args of [['--games', long], ['--policy', long], [`--${long}`], [long]]) expect(refusal(args).length).toBeLessThan(200);
  });
});
