// Where the worker threads' code is (main/advisor/worker-script.ts workerScriptFor, for the advisor's rollout
// worker and the review's): in the built app each is a file of its own beside main's index.js, named as
// electron.vite.config.ts's entries name them (advisor-worker.js, review-worker.js), or one folder up from a
// chunk; from source, the .ts file loaded through tsx.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { workerScript } from '../../main/advisor/worker-script.js';
import { reviewWorkerScript } from '../../main/review/worker-script.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';

afterEach(removeTempDirs);

/** A built app's main folder: index.js and the two worker entries beside it, and a chunk folder. */
function builtMain(): string {
  const dir = tempDir('kk-built-main-');
  for (const file of ['index.js', 'advisor-worker.js', 'review-worker.js']) writeFileSync(join(dir, file), '');
  mkdirSync(join(dir, 'chunks'));
  return dir;
}

describe('the worker threads\' code', () => {
  it('the built app: the bundle\'s entries as electron.vite.config.ts names them, beside index.js or one folder up', () => {
    const config = readFileSync(new URL('../../electron.vite.config.ts', import.meta.url), 'utf8');
    expect(config).toMatch(/'advisor-worker': resolve\('main\/advisor\/rollout-worker\.ts'\)/);
    expect(config).toMatch(/'review-worker': resolve\('main\/review\/review-worker\.ts'\)/);
    const dir = builtMain();
    for (const at of [join(dir, 'index.js'), join(dir, 'chunks', 'some-chunk.js')]) {
      const url = pathToFileURL(at).href;
      expect(workerScript(url)).toEqual({ file: join(dir, 'advisor-worker.js'), eval: false });
      expect(reviewWorkerScript(url)).toEqual({ file: join(dir, 'review-worker.js'), eval: false });
    }
  });

  it('from source: each worker\'s .ts file beside the module that asks, through tsx', () => {
    const advisor = workerScript();
    const review = reviewWorkerScript();
    expect(advisor.eval && advisor.source).toMatch(/main\/advisor\/rollout-worker\.ts$/);
    expect(review.eval && review.source).toMatch(/main\/review\/review-worker\.ts$/);
    expect(review.eval && review.code).toContain('tsImport');
  });

  it('neither built nor source: a sentence naming what cannot start', () => {
    const url = pathToFileURL(join(tempDir('kk-no-worker-'), 'index.js')).href;
    expect(() => workerScript(url)).toThrow('The advisor cannot start: its worker file is missing');
    expect(() => reviewWorkerScript(url)).toThrow('The review cannot start: its worker file is missing');
  });
});
