// A campaign stored with the first position digest (file format 3, "sha256:…") is checked with that digest, so
// it loads as same when its moves reach its position — even after a display word it hashed (a phase's printed
// name) was renamed — and as corrected or outdated only when its position or its moves really changed. Its next
// move writes it with today's digest (format 4, "v2:sha256:…"); until then any write keeps format 3, so a
// version that reads only format 3 still opens it (issue #29). tests/main/library-fixtures-6c0fb0d.test.ts
// proves the same on a library 6c0fb0d wrote.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { PHASES, type PlainAction } from '../../shared/engine/index.js';
import { engine } from '../../main/engine-port.js';
import { positionDigest } from '../../main/library/position.js';
import { positionDigestV1 } from '../../main/library/position-digest-v1.js';
import { toyService } from './fixtures/service.js';
import { removeTempDirs, tempDir } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

const GOLDEN = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
const OPTIONS = engine.normaliseOptions({});
const MOVES = 60;

/** A campaign of the golden Armistice's first moves as 6c0fb0d stored it: its position by the first digest. */
async function storedWithV1(userData: string, actions: readonly PlainAction[], position?: string): Promise<{ id: string; file: string }> {
  const { library } = await toyService({ userData, engine });
  const { state } = engine.replaySteps(GOLDEN.seed, OPTIONS, actions); // up to a move that is not legal
  const record = { ...library.newRecord({ seed: GOLDEN.seed, options: OPTIONS, actions }, state), position: position ?? positionDigestV1(engine.view(state)) };
  await library.create(record);
  return { id: record.id, file: library.files.recordPath(record.id) };
}

function fileFields(file: string): { format: number; position: string } {
  return JSON.parse(readFileSync(file, 'utf8')) as { format: number; position: string };
}

describe('campaigns stored with the first position digest', () => {
  it('are written as format 3 files, as 6c0fb0d wrote them', async () => {
    const { file } = await storedWithV1(tempDir(), GOLDEN.actions.slice(0, MOVES));
    expect(readFileSync(file, 'utf8')).toMatch(/^\{"format":3,.*"position":"sha256:[0-9a-f]{64}","actionCount":60,/);
  });

  it('load as same even with a phase renamed since, are left as they were, and their next move writes today\'s digest (format 4)', async () => {
    const userData = tempDir();
    const actions = GOLDEN.actions.slice(0, MOVES);
    const { id, file } = await storedWithV1(userData, actions);
    const bytes = readFileSync(file, 'utf8');
    const phase = PHASES.find((p) => p.id === engine.view(engine.replay(GOLDEN.seed, OPTIONS, actions)).phase)! as { name: string };
    const name = phase.name;
    phase.name = 'A Renamed Phase';
    try {
      const { service } = await toyService({ userData, engine });
      const resumed = await service.resume(id);
      expect(resumed.ok && resumed.update.notice).toBeNull();
      expect(resumed.ok && resumed.update.campaign.board.phaseName).toBe('A Renamed Phase');
      await service.close();
    } finally {
      phase.name = name;
    }
    expect(readFileSync(file, 'utf8')).toBe(bytes); // same: nothing to write

    const { service } = await toyService({ userData, engine });
    expect((await service.resume(id)).ok).toBe(true);
    await service.act(GOLDEN.actions[MOVES], await seenNow(service));
    await service.close();
    const written = fileFields(file);
    expect(written.format).toBe(4);
    expect(written.position).toBe(positionDigest(engine.view(engine.replay(GOLDEN.seed, OPTIONS, GOLDEN.actions.slice(0, MOVES + 1)))));
    expect(written.position).toMatch(/^v2:sha256:[0-9a-f]{64}$/);
    const again = await (await toyService({ userData, engine })).service.resume(id);
    expect(again.ok && again.update.notice).toBeNull();
  });

  it('whose moves now reach another position load as corrected, and are written with today\'s digest at once', async () => {
    const userData = tempDir();
    const actions = GOLDEN.actions.slice(0, MOVES);
    const elsewhere = positionDigestV1(engine.view(engine.replay(GOLDEN.seed, OPTIONS, actions.slice(0, -1))));
    const { id, file } = await storedWithV1(userData, actions, elsewhere);
    const { service } = await toyService({ userData, engine });
    const resumed = await service.resume(id);
    expect(resumed.ok && resumed.update.notice).toMatch(/lead to a slightly different position/);
    await service.close();
    expect(fileFields(file)).toEqual(expect.objectContaining({ format: 4, position: positionDigest(engine.view(engine.replay(GOLDEN.seed, OPTIONS, actions))) }));
  });

  it('with a move that is not legal load as outdated, never damaged', async () => {
    const userData = tempDir();
    const actions = GOLDEN.actions.slice(0, MOVES);
    const { id } = await storedWithV1(userData, [...actions, { type: 'bank', keep: 999, railway: false }]);
    const { service } = await toyService({ userData, engine });
    const failed = await service.resume(id);
    expect(!failed.ok && failed.problem).toMatchObject({ movedTo: null, outdated: { legalMoves: MOVES, of: MOVES + 1 } });
  });

  it('deleted or restored without a move stay format 3 with their first digest', async () => {
    const userData = tempDir();
    const { id, file } = await storedWithV1(userData, GOLDEN.actions.slice(0, MOVES));
    const before = fileFields(file);
    const { service } = await toyService({ userData, engine });
    await service.deleteCampaign(id);
    expect(fileFields(file)).toEqual(expect.objectContaining({ format: 3, position: before.position, deletedAt: expect.any(String) }));
    await service.restoreCampaign(id);
    expect(fileFields(file)).toEqual(expect.objectContaining({ format: 3, position: before.position, deletedAt: null }));
  });
});
