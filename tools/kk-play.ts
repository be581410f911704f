// `kk play`: a campaign in the terminal, kept in the campaign library like one played in the app. Every
// move goes through the app's GameService, which autosaves it to the campaign's record; the campaign's
// lock is held while it is open here (the app refuses it meanwhile) and released at exit.
//   kk play [--seed S] [optional-rule flags, from shared/data/optional-rules.ts] [--my-dice] [--my-chits] [--data DIR]
//   (--my-dice, --my-chits: the table companion asks for every die and every chit drawn, issue 32)
//   kk play --resume ID [--data DIR]
//   either with [--rollouts N]: the most rollouts per action when the General Staff is asked (key a)
// Moves are read line by line from stdin, a terminal or a pipe ("1", "u", "a", "q"); the end of the input quits.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildOptions, choiceOf, isSwitch, OPTIONAL_RULES, optionValues, valueFromText, type Options } from '../shared/data/optional-rules.js';
import { COMPANION_SWITCHES, type CompanionOptions } from '../shared/data/companion-options.js';
import type { CampaignUpdate, LoadProblem } from '../shared/ipc.js';
import { logLineText, type LogEntry } from '../shared/engine/index.js';
import { engine } from '../main/engine-port.js';
import type { GameService } from '../main/game-service.js';
import { RECORD_SUFFIX } from '../main/library/campaign-files.js';
import { releaseAllLocksSync } from '../main/library/lock.js';
import { campaignsDir } from '../main/paths.js';
import { openService, userDataFrom } from './kk-library.js';
import { oneOf, readArgs, switchFlag, UsageError, type Flag, type ReadArgs, type ValueFlag } from './kk-args.js';
import { DATA, NAME, RESUME, ROLLOUTS, SEED } from './kk-flags.js';
import { textBoard, textChoices } from './text-board.js';
import { adviceLines, rolloutsFrom } from './advice-text.js';

/** The optional rules' flags (shared/data/optional-rules.ts): a switch, or a choice of its values' numbers. */
export const OPTION_FLAGS: readonly Flag[] = OPTIONAL_RULES.map((row) =>
  isSwitch(row) ? switchFlag(row.flag) : oneOf(row.flag, optionValues(row).map(String)));

/** The optional rules from kk's flags: a switch is on when its flag is given, a choice takes one of its
 *  values after its flag; a flag not given keeps the option's default. */
export function optionsFrom(read: ReadArgs): Options {
  return buildOptions((row) => {
    const flag = OPTION_FLAGS.find((f) => f.name === row.flag);
    if (flag === undefined || !read.has(flag)) return undefined;
    if (isSwitch(row)) return true;
    return valueFromText(row, read.value(flag as ValueFlag<string>) ?? '');
  });
}

/** The optional-rule flags for a usage line: "[--hundred-days] … [--remove-cruisers N]". */
export function optionFlagsUsage(): string {
  return OPTIONAL_RULES.map((row) => (isSwitch(row) ? `[${row.flag}]` : `[${row.flag} N]`)).join(' ');
}

/** The optional rules, one per line, for kk's help: flag, values, name and explanation. */
export function optionFlagsHelp(): string {
  return OPTIONAL_RULES.map((row) => {
    const flag = isSwitch(row) ? row.flag : `${row.flag} ${optionValues(row).join('|')}`;
    return `  ${flag.padEnd(24)} ${row.rule} ${row.label} (${row.section}; default ${choiceOf(row, row.default)?.word}): ${row.explanation}`;
  }).join('\n');
}

/** The table companion's switches (shared/data/companion-options.ts, issue 32): `kk play` only. */
export const COMPANION_FLAGS: readonly Flag[] = COMPANION_SWITCHES.map((s) => switchFlag(s.flag));

/** The companion's switches given on the command line (absent ones off). */
export function companionFrom(read: ReadArgs): CompanionOptions {
  return Object.fromEntries(COMPANION_SWITCHES.filter((s) => read.has(COMPANION_FLAGS.find((f) => f.name === s.flag)!)).map((s) => [s.id, true]));
}

/** Why a campaign could not be resumed, and what can be done (the app offers the same). */
export function problemInWords(p: LoadProblem): string {
  const lines = [p.id ? `Campaign ${p.id} cannot be resumed: ${p.reason}` : p.reason];
  if (p.movedTo !== null) lines.push(`Its damaged file was moved aside as ${p.movedTo}; nothing was deleted.`);
  if (p.backupAvailable) lines.push('Its previous version exists: the app can play on from it (Campaigns screen).');
  if (p.outdated !== null) lines.push(`The app can play on from its last legal move (${p.outdated.legalMoves} of ${p.outdated.of}) as a new campaign.`);
  return lines.join('\n');
}

/**
 * `q` with moves the disk refused (issue #28): one more save; if the disk still refuses, the player says y
 * to quit without them. kk cannot export, so the app's closing words are replaced by what quitting means.
 */
export async function mayQuit(service: Pick<GameService, 'saveUnsaved' | 'discardUnsaved'>, ask: (question: string) => Promise<string | null>): Promise<boolean> {
  const sentence = await service.saveUnsaved();
  if (sentence === null) return true;
  const what = sentence.replace(/ Export the campaign.*$/, '');
  const answer = await ask(`! ${what} Quitting now loses them; any move tries to save again. Quit anyway? (y/n) `);
  if (answer === null || !/^y(es)?$/i.test(answer.trim())) return false;
  await service.discardUnsaved();
  return true;
}

function printSaveProblem(update: CampaignUpdate): void {
  if (!update.save.ok) console.log(`! ${update.save.message}`);
}

/** Log entries as lines, each with its rule first in brackets ("  [§6.1] …"). */
function printLog(entries: readonly LogEntry[]): void {
  for (const entry of entries) console.log('  ' + logLineText(entry));
}

/** The last lines of a resumed campaign's log, so the player sees where it stood. */
const RESUME_LOG_LINES = 12;

type Start = { readonly resume: string } | { readonly seed: number; readonly options: Options; readonly name?: string };

/** The flags of `kk play`. */
const PLAY_FLAGS: readonly Flag[] = [SEED, NAME, RESUME, DATA, ROLLOUTS, ...OPTION_FLAGS, ...COMPANION_FLAGS];

/** What the command asks for, checked before anything on disk is touched. */
function startFrom(read: ReadArgs): Start {
  const id = read.value(RESUME);
  if (id !== undefined) {
    if (read.has(NAME)) throw new UsageError('--name names a new campaign; to rename one, type n and its new name while playing, or use npm run kk -- campaigns --rename ID --name NAME.');
    return { resume: id };
  }
  const seed = read.value(SEED) ?? Math.floor(Math.random() * 1e9);
  return { seed, options: engine.normaliseOptions({ ...optionsFrom(read), ...companionFrom(read) }), name: read.value(NAME) };
}

async function startOrResume(service: GameService, start: Start): Promise<CampaignUpdate | null> {
  if ('resume' in start) {
    const loaded = await service.resume(start.resume);
    if (!loaded.ok) {
      console.error(problemInWords(loaded.problem));
      return null;
    }
    const { update } = loaded;
    const shown = update.log.slice(-RESUME_LOG_LINES);
    if (update.log.length > shown.length) console.log(`  … (${update.log.length - shown.length} earlier lines)`);
    printLog(shown);
    if (update.notice !== null) console.log(`\n${update.notice}`);
    printSaveProblem(update);
    return update;
  }
  const update = await service.newCampaign(start);
  printLog(update.log);
  printSaveProblem(update);
  return update;
}

/** Ctrl-C or SIGTERM: how long the campaign may take to be let go properly before the process just ends. */
const STOP_GRACE_MS = 1500;

export async function play(args: readonly string[]): Promise<void> {
  const read = readArgs(args, { command: 'kk play', flags: PLAY_FLAGS });
  const userData = userDataFrom(read);
  const start = startFrom(read);
  const service = await openService(userData, rolloutsFrom(read));
  // Lines are queued as they arrive (a pipe delivers them all at once), and read one per question.
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY === true });
  const lines = rl[Symbol.asyncIterator]();
  // Killed, or the reader of stdout gone (a pipe into head): the lock goes before the process does.
  let stopping = false;
  const stop = (signal?: unknown): void => {
    if (stopping) return;
    stopping = true;
    // A file step that hangs (a network disk) must not keep the player from leaving: after a short grace the
    // locks go synchronously and the signal ends the process. Not process.exit: it waits for the hung step.
    const end = signal === 'SIGINT' || signal === 'SIGTERM' ? signal : 'SIGTERM';
    setTimeout(() => {
      releaseAllLocksSync();
      process.removeAllListeners(end);
      process.kill(process.pid, end);
    }, STOP_GRACE_MS);
    void service.close().finally(() => process.exit(130));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdout.on('error', () => stop()); // kept to the end: the error comes a tick after the write
  try {
    const first = await startOrResume(service, start);
    if (first === null) {
      process.exitCode = 1;
      return;
    }
    const { id, seed } = first.campaign;
    const family = first.campaign.branch === null ? '' : ` (${first.campaign.branch})`;
    console.log(`\nKaiserkrieg! — campaign ${id}, seed ${seed}: "${first.campaign.name}"${family}. Type a number to act, u to undo, a to ask the General Staff, n and a name to rename it, q to quit (every move is saved).`);
    for (;;) {
      const current = await service.current();
      if (current === null) break;
      const board = current.board;
      console.log('\n' + textBoard(board));
      const p = board.prompt;
      if (!p) break;
      console.log('\n' + textChoices(board).join('\n'));
      process.stdout.write('> ');
      const next = await lines.next();
      if (next.done === true) {
        process.stdout.write('\n');
        // No one is left to ask: one more save, and what is lost said plainly.
        const lost = await service.saveUnsaved();
        if (lost !== null) console.log(`! ${lost.replace(/ Export the campaign.*$/, '')} The input ended, so they are lost.`);
        break;
      }
      const answer = String(next.value).trim();
      if (answer === 'q') {
        const quit = await mayQuit(service, async (question) => {
          process.stdout.write(question);
          const reply = await lines.next();
          return reply.done === true ? null : String(reply.value);
        });
        if (quit) break;
        continue;
      }
      if (answer === 'a') {
        if (p.kind === 'enter-dice' || p.kind === 'enter-draw') {
          console.log('The General Staff advises on decisions: enter the result from your table first.'); // issue 32
          continue;
        }
        console.log('The General Staff plays out the rest of the war from here…');
        for (const line of adviceLines(await service.askAdvisor(), board.odds)) console.log(line);
        continue;
      }
      const renaming = /^n\s+(.+)$/.exec(answer);
      if (renaming !== null) {
        // Issue 31: the campaign's name, kept in its record (the app's header and window title show it).
        await service.renameCampaign(current.id, renaming[1]).then((s) => console.log(`Renamed: "${s.name}".`), (e: Error) => console.log(`! ${e.message}`));
        continue;
      }
      if (answer === 'u') {
        if (!board.canUndo) console.log('Nothing to undo (dice were rolled or a phase ended).');
        else printSaveProblem(await service.undo());
        continue;
      }
      const pair = p.kind === 'enter-dice' ? /^([1-6])[\s,+]*([1-6])$/.exec(answer) : null;
      if (pair !== null) {
        // Issue 32: two dice typed as one pair ("3 5"): the first die, then the second if the same roll asks for it.
        const first = await service.act({ type: 'enter-die', face: Number(pair[1]) }, { campaignId: current.id, version: current.version });
        printLog(first.log);
        printSaveProblem(first);
        const then = await service.current();
        const asked = then?.board.prompt;
        if (then === null || asked?.kind !== 'enter-dice' || asked.rule !== p.rule) {
          console.log('That roll needed one die: the second number was not used.');
          continue;
        }
        const second = await service.act({ type: 'enter-die', face: Number(pair[2]) }, { campaignId: then.id, version: then.version });
        printLog(second.log);
        printSaveProblem(second);
        continue;
      }
      const chosen = p.actions[Number(answer) - 1];
      if (!chosen) {
        console.log('Choose one of the numbers above.');
        continue;
      }
      // The board printed above is the one chosen on: refused if it moved on meanwhile.
      const update = await service.act(chosen, { campaignId: current.id, version: current.version });
      printLog(update.log);
      printSaveProblem(update);
    }
    const last = await service.current();
    if (last !== null) {
      console.log(`\nCampaign ${id}: ${last.actionCount} actions, kept in the library (the app lists it under Campaigns).`);
      console.log(`  resume it: npm run kk -- play --resume ${id}${read.has(DATA) ? ` --data ${userData}` : ''}`);
      console.log(`  its file:  ${join(campaignsDir(userData), id + RECORD_SUFFIX)} (kk replay reads it)`);
    }
  } finally {
    process.off('SIGTERM', stop);
    process.off('SIGINT', stop);
    rl.close();
    await service.close();
  }
}
