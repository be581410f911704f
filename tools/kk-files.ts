// The files kk reads (kk replay, kk scenario): read and parsed with every failure told in one sentence.
// Never the file's content: a file of 20 MB must not come back as 20 MB of message (issue #28, F13).
import { readFileSync } from 'node:fs';
import { playerSentence } from '../main/library/disk-errors.js';
import { PlainProblem } from './kk-args.js';

/** Where JSON.parse stopped, when its message says so (" at character 12"); never the text around it. */
function whereItStopped(e: unknown): string {
  const message = e instanceof Error ? e.message : '';
  if (/Unexpected end of JSON input/.test(message)) return ': it ends before its data does';
  if (e instanceof RangeError) return ': it nests too deeply';
  const at = /at position (\d+)/.exec(message);
  return at === null ? '' : ` (the first mistake is at character ${Number(at[1]) + 1})`;
}

/** The JSON value a file holds (a leading byte-order mark, as editors write, is allowed). */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? null;
    if (code === 'ENOENT') throw new PlainProblem(`There is no file ${file}.`);
    throw new PlainProblem(`${file} cannot be read: ${playerSentence(code)}.`);
  }
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (e) {
    throw new PlainProblem(`${file} is not a JSON file${whereItStopped(e)}.`);
  }
}
