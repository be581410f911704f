// The flags several kk commands share, each with what it takes (tools/kk-args.ts reads them).
import { MAX_ROLLOUTS_PER_ACTION } from '../shared/advisor/index.js';
import { someText, switchFlag, wholeNumber, type ValueFlag } from './kk-args.js';

/** The largest seed a campaign can have (main/schemas.ts, the engine's check). */
export const MAX_SEED = 0xffffffff;

export const SEED = wholeNumber('--seed', { min: 0, max: MAX_SEED, example: 1914 });
export const DATA = someText('--data', 'a folder, the one that holds campaigns/, such as --data ~/kaiserkrieg');
export const JSON_OUT = switchFlag('--json');
export const NAME = someText('--name', 'a name for the campaign, such as --name "The long war"');
export const RENAME = someText('--rename', 'the id of the campaign to rename (npm run kk -- campaigns lists them), with --name');
export const NOTE = someText('--note', 'the id of a campaign whose notes to read (npm run kk -- campaigns lists them), or to write with --text');
/** A campaign's notes as typed: any text, empty to clear them (issue 31). */
export const TEXT: ValueFlag<string> = { name: '--text', takes: 'the notes, such as --text "Hold the Marne" (an empty one clears them)', read: (text) => text };
export const RESUME = someText('--resume', 'a campaign id (npm run kk -- campaigns lists them)');
/** kk review: where to write the after-action report (an HTML file, issue #34). */
export const REPORT = someText('--report', 'the HTML file to write the after-action report to, such as --report war.html');
export const ROLLOUTS = wholeNumber('--rollouts', { of: 'rollouts per action', min: 1, max: MAX_ROLLOUTS_PER_ACTION, example: 100 });
