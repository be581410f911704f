// How kk's commands (and the fuzzer) read their arguments: Node's util.parseArgs, strict, over a list of
// flags each command declares, and typed values (whole numbers in a range, one of a list, a file or folder).
// Every mistake becomes a UsageError: one sentence naming the flag and what it takes, exit status 2.
import { parseArgs } from 'node:util';

/** A mistake on the command line: printed as it is, without a stack; kk exits with status 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The command was read but cannot be done as asked (a turn the campaign never reached, a war that is over):
 *  printed as it is, without a stack; kk exits with status 1. */
export class PlainProblem extends Error {
  override name = 'PlainProblem';
}

/** A flag that takes a value, and how that value is read. */
export interface ValueFlag<T> {
  readonly name: `--${string}`;
  /** What it takes, for the sentences: "a whole number of campaigns, such as --games 100". */
  readonly takes: string;
  /** The value from its text, or a UsageError. */
  read(text: string): T;
}

/** A flag that is on when given and takes no value ("--json"). */
export interface SwitchFlag {
  readonly name: `--${string}`;
  readonly isSwitch: true;
}

export type Flag = ValueFlag<unknown> | SwitchFlag;

export function switchFlag(name: `--${string}`): SwitchFlag {
  return { name, isSwitch: true };
}

function isSwitchFlag(flag: Flag): flag is SwitchFlag {
  return 'isSwitch' in flag;
}

/** A whole number from `min` to `max` (digits only: no sign, point or exponent). */
export function wholeNumber(name: `--${string}`, o: { of?: string; min: number; max: number; example: number }): ValueFlag<number> {
  const kind = o.of === undefined ? 'a whole number' : `a whole number of ${o.of}`;
  const takes = `${kind}, such as ${name} ${o.example}`;
  return {
    name,
    takes,
    read(text) {
      const n = Number(text);
      if (!/^\d+$/.test(text) || !Number.isSafeInteger(n)) throw new UsageError(`${name} takes ${takes}; ${quoted(text)} is not one.`);
      if (n < o.min || n > o.max) throw new UsageError(`${name} takes ${kind} from ${o.min} to ${o.max}; ${text} is out of that range.`);
      return n;
    },
  };
}

/** One of a list of words (a policy, a value of an optional rule). */
export function oneOf<T extends string>(name: `--${string}`, choices: readonly T[], of?: string): ValueFlag<T> {
  const list = choices.length < 2 ? choices.join('') : `${choices.slice(0, -1).join(', ')} or ${choices[choices.length - 1]}`;
  const takes = of === undefined ? list : `${of}: ${list}`;
  return {
    name,
    takes,
    read(text) {
      const found = choices.find((c) => c === text);
      if (found === undefined) throw new UsageError(`${name} takes ${takes}; ${quoted(text)} is not one of them.`);
      return found;
    },
  };
}

/** Any text that is not empty: a file, a folder, a campaign id ("a folder", "a campaign id"). */
export function someText(name: `--${string}`, takes: string): ValueFlag<string> {
  return {
    name,
    takes,
    read(text) {
      if (text === '') throw new UsageError(`${name} takes ${takes}; it was given an empty one.`);
      return text;
    },
  };
}

/** The words a command takes after its name, besides flags ("a campaign id", "scenario files"). */
export interface Positionals {
  readonly min: number;
  readonly max: number;
  readonly takes: string;
}

export interface CommandArgs {
  /** The command as the sentences name it: "kk sim", "the fuzzer". */
  readonly command: string;
  readonly flags: readonly Flag[];
  readonly positionals?: Positionals;
}

/** What a command was given, read and checked. */
export interface ReadArgs {
  /** The value of a flag, read by its reader; undefined when not given. */
  value<T>(flag: ValueFlag<T>): T | undefined;
  /** True when a switch (or any flag) was given. */
  has(flag: Flag | `--${string}`): boolean;
  readonly positionals: readonly string[];
}

/** A short, safe echo of what was typed: never more than a few dozen characters of it. */
function quoted(text: string): string {
  return JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text);
}

/** Letters apart (insertions, deletions, changes): how a near miss ("--gmes") finds its flag. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length];
}

function unknownFlag(rawName: string, spec: CommandArgs): UsageError {
  const near = spec.flags.map((f) => f.name).find((n) => distance(n, rawName) <= 2);
  const names = spec.flags.map((f) => f.name);
  const hint = near !== undefined ? `did you mean ${near}?` : names.length === 0 ? 'it takes none.' : `its flags are ${names.join(', ')}.`;
  return new UsageError(`${spec.command} has no flag ${quoted(rawName)}; ${hint}`);
}

type Options = Record<string, { type: 'string' | 'boolean' }>;

/** The arguments as parseArgs sees them, without refusing anything: which flag, which value, which word. */
function tokensOf(args: readonly string[], options: Options) {
  return parseArgs({ args: [...args], options, strict: false, allowPositionals: true, tokens: true }).tokens;
}

/**
 * Reads a command's arguments with util.parseArgs (strict: a flag it does not know, a value missing or given
 * to a switch, a word too many are refused); each flag may be given once. A mistake becomes a UsageError in
 * words, named with the help of the same parse without `strict`.
 */
export function readArgs(args: readonly string[], spec: CommandArgs): ReadArgs {
  const options: Options = Object.fromEntries(spec.flags.map((f) => [f.name.slice(2), { type: isSwitchFlag(f) ? 'boolean' : 'string' }]));
  let parsed: { values: Record<string, string | boolean | undefined>; positionals: string[] };
  try {
    parsed = parseArgs({ args: [...args], options, strict: true, allowPositionals: (spec.positionals?.max ?? 0) > 0 });
  } catch (e) {
    throw explain(args, spec, options, e);
  }
  const seen = new Set<string>();
  for (const t of tokensOf(args, options)) {
    if (t.kind !== 'option') continue;
    if (seen.has(t.name)) throw new UsageError(`${t.rawName} is given twice; give it once.`);
    seen.add(t.name);
  }
  const { values, positionals } = parsed;
  const p = spec.positionals;
  if (p !== undefined && positionals.length < p.min) throw new UsageError(`${spec.command} takes ${p.takes}; none was given.`);
  if (p !== undefined && positionals.length > p.max) {
    throw new UsageError(`${spec.command} takes ${p.takes}; ${quoted(positionals[p.max])} is one word too many.`);
  }
  const read = new Map<string, unknown>();
  for (const f of spec.flags) {
    const raw = values[f.name.slice(2)];
    if (!isSwitchFlag(f) && typeof raw === 'string') read.set(f.name, f.read(raw));
  }
  return {
    value: <T>(flag: ValueFlag<T>) => read.get(flag.name) as T | undefined,
    has: (flag) => values[(typeof flag === 'string' ? flag : flag.name).slice(2)] !== undefined,
    positionals,
  };
}

/** parseArgs's refusal in kk's words: which flag or word, and what it takes. */
function explain(args: readonly string[], spec: CommandArgs, options: Options, e: unknown): UsageError {
  for (const t of tokensOf(args, options)) {
    if (t.kind === 'positional' && (spec.positionals?.max ?? 0) === 0) {
      return new UsageError(`${spec.command} takes no words besides its flags; ${quoted(t.value)} is not one of its flags.`);
    }
    if (t.kind !== 'option') continue;
    const flag = spec.flags.find((f) => f.name === t.rawName);
    if (flag === undefined) return unknownFlag(t.rawName, spec);
    if (isSwitchFlag(flag)) {
      if (t.value !== undefined) return new UsageError(`${flag.name} takes no value; ${quoted(t.value)} was given to it.`);
      continue;
    }
    if (t.value === undefined) return new UsageError(`${flag.name} takes ${flag.takes}; none was given.`);
    if (!t.inlineValue && t.value.startsWith('-')) {
      // A negative number, or the next flag where the value should be.
      if (/^-\d/.test(t.value)) return new UsageError(`${flag.name} takes ${flag.takes}; ${quoted(t.value)} is not one.`);
      return new UsageError(`${flag.name} takes ${flag.takes}; none was given before ${quoted(t.value)}.`);
    }
  }
  // Not foreseen above: parseArgs's own words, their first line.
  return new UsageError(`${spec.command}: ${(e as Error).message.split('\n')[0]}`);
}
