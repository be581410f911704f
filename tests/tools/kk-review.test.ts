// `kk review ID --json` (#34): the first pass of a library campaign's review, the same figures as reviewWar
// over the same record (what the app shows comes from the same function).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engine } from '../../main/engine-port.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir } from '../../main/paths.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { reviewWar } from '../../shared/review/review-war.js';

const KK = join(import.meta.dirname, '../../tools/kk.ts');
const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const options = engine.normaliseOptions({});
const ID = 'golden-first-moves';
const first = golden.actions.slice(0, 8);
let userData = '';

beforeAll(async () => {
  userData = mkdtempSync(join(tmpdir(), 'kk-review-'));
  const library = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'test' });
  await library.open();
  await library.create(library.newRecord({ id: ID, seed: golden.seed, options, actions: first }, engine.replay(golden.seed, options, first)));
});

afterAll(() => rmSync(userData, { recursive: true, force: true }));

describe('kk review', () => {
  it('--json gives the same figures as the review of the same record', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', KK, 'review', ID, '--json', '--rollouts', '20', '--data', userData], { encoding: 'utf8', timeout: 120_000 });
    expect(r.stderr).toBe('');
    const out = JSON.parse(r.stdout) as { steps: unknown; turningPoints: unknown; rolloutsPerAction: number };
    const review = reviewWar({ seed: golden.seed, options, actions: first }, { rollouts: 20 });
    expect(review.decisions.length).toBeGreaterThan(0);
    expect(out.rolloutsPerAction).toBe(20);
    expect(out.steps).toEqual(JSON.parse(JSON.stringify(review.steps)));
    expect(out.turningPoints).toEqual(JSON.parse(JSON.stringify(review.turningPoints)));
  }, 180_000);
});
