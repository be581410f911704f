// The engine's one door (issue 29): lint refuses an import of the engine's internals from outside shared/engine,
// and lets the engine and its own tests (tests/engine) reach them. Runs the project's own eslint.config.js.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// ESLint 9.9 ships no type declarations: the few members of its Node API this test uses.
interface LintMessage { readonly ruleId: string | null; readonly message: string; readonly severity: number }
interface LintResult { readonly messages: readonly LintMessage[] }
interface ESLintApi {
  lintText(code: string, options: { filePath: string }): Promise<LintResult[]>;
  lintFiles(patterns: string[]): Promise<LintResult[]>;
}
const { ESLint } = createRequire(import.meta.url)('eslint') as { ESLint: new (options: { cwd: string }) => ESLintApi };

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });
const DOOR_MESSAGE = 'Import the engine from shared/engine/index.ts';

/** The messages of the one-door rule for `code` linted as the file at `path` (relative to the repository). */
async function doorErrors(code: string, path: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the engine has one door', () => {
  const tempDir = mkdtempSync(join(ROOT, 'tmp-door-probe-'));
  afterAll(() => rmSync(tempDir, { recursive: true, force: true }));

  it('refuses a file outside the engine that imports an internal', async () => {
    const file = join(tempDir, 'probe.ts');
    writeFileSync(file, "import { copyState } from '../shared/engine/core/board.js';\nexport const copy = copyState;\n");
    const [result] = await eslint.lintFiles([file]);
    const errors = result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain(DOOR_MESSAGE);
    expect(errors[0].severity).toBe(2);
  });

  it('lets the same file import the door', async () => {
    const file = join(tempDir, 'door.ts');
    writeFileSync(file, "import { copyState } from '../shared/engine/index.js';\nexport const copy = copyState;\n");
    const [result] = await eslint.lintFiles([file]);
    expect(result.messages).toEqual([]);
  });

  it('refuses internals from the renderer, main, the bots and other tests, type imports and re-exports too', async () => {
    expect(await doorErrors("import type { BoardView } from '../../shared/engine/core/view.js';\n", 'renderer/ui/x.ts')).toHaveLength(1);
    expect(await doorErrors("export { logRefOf } from '../shared/engine/core/log-refs.js';\n", 'main/x.ts')).toHaveLength(1);
    expect(await doorErrors("import { rm } from '../../engine/core/board.js';\nexport const r = rm;\n", 'shared/policies/strong/x.ts')).toHaveLength(1);
    expect(await doorErrors("import { view } from '../../shared/engine/game.js';\nexport const v = view;\n", 'tests/renderer/x.test.ts')).toHaveLength(1);
    expect(await doorErrors("import { view } from '../../shared/engine/index.js';\nexport const v = view;\n", 'tests/renderer/x.test.ts')).toEqual([]);
  });

  it('lets the engine and its own tests reach what they test', async () => {
    expect(await doorErrors("import { rm } from '../core/board.js';\nexport const r = rm;\n", 'shared/engine/rules/x.ts')).toEqual([]);
    expect(await doorErrors("import { rm } from '../../shared/engine/core/board.js';\nexport const r = rm;\n", 'tests/engine/x.test.ts')).toEqual([]);
  });

  it('keeps the purity rule for shared/ outside the engine', async () => {
    const messages = await doorErrors("import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n", 'shared/labels/x.ts');
    expect(messages).toHaveLength(1);
  });
});
