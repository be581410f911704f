// Lint: typescript-eslint recommended, plus the engine's purity rules (no Math.random, no Date, no I/O).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// The engine's one door (shared/engine/index.ts): an import path into shared/engine that names anything else.
// From shared/'s other folders the path reads ../engine/…, from everywhere else …/shared/engine/….
const ENGINE_INTERNAL = '(^|/)shared/engine/(?!index(\\.js|\\.ts)?$)';
const ENGINE_INTERNAL_IN_SHARED = '(^|/)engine/(?!index(\\.js|\\.ts)?$)';
const ONE_DOOR = 'Import the engine from shared/engine/index.ts, its one door: only shared/engine and its own tests (tests/engine) reach its internals.';

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'test-results/**', 'playwright-report/**', 'fuzz-failures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // The engine must be deterministic and pure: all randomness comes from the seeded RNG in the state.
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'Use the seeded RNG (shared/engine/core/random.ts).' }],
      'no-restricted-globals': ['error', { name: 'Date', message: 'The engine is deterministic: no clock.' }, { name: 'performance', message: 'No clock in the engine.' }],
      'no-restricted-imports': ['error', { patterns: ['node:*', 'fs', 'path', 'electron', '../../main/*', '../../renderer/*'] }],
    },
  },
  {
    // One door (issue 29): outside shared/engine, the engine is imported only from shared/engine/index.ts. The
    // engine's own tests (tests/engine) may reach what they test; every other file and test uses the door. The
    // shared/ files outside the engine keep the purity patterns above (a later entry replaces the options).
    files: ['shared/**/*.ts'],
    ignores: ['shared/engine/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'electron', '../../main/*', '../../renderer/*'] },
          { regex: ENGINE_INTERNAL_IN_SHARED, message: ONE_DOOR },
        ],
      }],
    },
  },
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    ignores: ['shared/**', 'tests/engine/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: ENGINE_INTERNAL, message: ONE_DOOR }] }],
    },
  },
  {
    // Layering: core/ (state, flow, board) stands below the rules and the façade (game.ts, index.ts): it
    // imports only core/ and shared/data, never a rule. (Repeats the purity patterns above: a later entry
    // replaces the rule's options for these files.)
    files: ['shared/engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'electron', '../../main/*', '../../renderer/*'] },
          { regex: '^\\.\\./(?!\\.\\./data/)', message: 'core/ imports only core/ (./x.js) and shared/data (../../data/x.js): rules and the façade stand above it.' },
        ],
      }],
    },
  },
  {
    // The same layering one folder down: core/speed/ (the location index and the caches) imports only core/
    // (../x.js, ./x.js) and shared/data (../../../data/x.js).
    files: ['shared/engine/core/speed/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['node:*', 'fs', 'path', 'electron', '../../../main/*', '../../../renderer/*'] },
          { regex: '^\\.\\./\\.\\./(?!\\.\\./data/)', message: 'core/speed/ imports only core/ (../x.js) and shared/data (../../../data/x.js): rules and the façade stand above it.' },
        ],
      }],
    },
  },
  {
    // In plain Node, importing electron tries to download the binary and throws (stack notes §1.2), so
    // only the composition root and the preload may import it at run time; everything else gets types
    // only (tests mock it: tests/main/electron-main.test.ts).
    files: ['main/**/*.ts', 'renderer/**/*.ts', 'tools/**/*.ts', 'tests/**/*.ts', '*.ts'],
    ignores: ['main/index.ts', 'main/preload.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'electron', allowTypeImports: true, message: 'Only main/index.ts and main/preload.ts import electron at run time; use `import type` elsewhere.' }] }],
    },
  },
  {
    // Tiles move only through moveTile, which keeps the location index current (core/board.ts).
    files: ['shared/engine/rules/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "AssignmentExpression > MemberExpression.left[object.property.name='loc']",
        message: 'Move tiles with moveTile / discardTile (core/board.ts), never by writing st.loc.',
      }],
    },
  },
  {
    // A test's position is a given one, checked by the engine (positionFrom / changePosition in game.ts).
    files: ['tests/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "AssignmentExpression > MemberExpression.left[object.property.name='loc']",
        message: 'Set a position with board() / place() (tests/engine/helpers.ts): the engine checks it and keeps its index.',
      }, {
        selector: "CallExpression[callee.object.name='Object'][callee.property.name='assign'] > MemberExpression.arguments[property.name='loc']",
        message: 'Set a position with board() / place() (tests/engine/helpers.ts): the engine checks it and keeps its index.',
      }],
    },
  },
);
