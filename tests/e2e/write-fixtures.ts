// Writes the e2e's campaigns into a user-data folder through main's campaign library, so the specs open
// them from the Campaigns screen like any other: one per decision kind (id "kind-…"), a finished one, one a
// move from a Defeat, and three that test what the screen does when a campaign cannot simply be resumed (a
// rules correction, a move that is no longer legal, a damaged file with a good backup). Fails if a kind has
// no position.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { engine } from '../../main/engine-port.js';
import { campaignsDir } from '../../main/paths.js';
import { CampaignLibrary } from '../../main/library/library.js';
import type { CampaignRecord } from '../../main/library/record.js';
import type { PlainAction } from '../../shared/engine/index.js';
import { CLICKABLE_KINDS, idForKind, promptKindsIdForKind } from './decision-kinds.js';
import { A11Y_DEFEAT_ID, ATTACK_ANIMATION_ID, CORRECTED_ID, DAMAGED_ID, DEFEAT_ID, FINISHED_ID, HISTORY_ID, OUTDATED_ID } from './e2e-paths.js';
import { findFinishedCampaign, findOneMoveFromDefeat, findPositions, type Position } from './positions.js';

/** A digest no position has: the replay then ends "elsewhere", as after a rules correction. */
const NO_POSITION = `sha256:${'0'.repeat(64)}`;

export async function writeKindFixtures(userData: string): Promise<void> {
  const found = findPositions(CLICKABLE_KINDS);
  const missing = CLICKABLE_KINDS.filter((k) => !found.has(k));
  if (missing.length > 0) throw new Error(`No position found for: ${missing.join(', ')} (search more seeds or a better policy)`);
  // Each fixture was "last played" a minute after the one before, all two days ago: a campaign a spec plays
  // is always the newest, so Continue never picks a fixture.
  let tick = 0;
  const start = Date.now() - 2 * 24 * 60 * 60 * 1000;
  const lib = new CampaignLibrary({ dir: campaignsDir(userData), engine, appVersion: 'e2e', now: () => new Date(start + 60_000 * tick++) });
  await lib.open();
  if (lib.problem !== null) throw new Error(lib.problem);
  const options = engine.normaliseOptions(undefined);
  const record = (id: string, p: Position, actions: readonly PlainAction[] = p.actions): CampaignRecord => {
    const state = engine.replay(p.seed, options, p.actions);
    const pending = state.over !== null ? 'over' : engine.view(state).prompt?.kind;
    if (pending !== p.kind) throw new Error(`Replaying the ${p.kind} position leaves ${pending ?? 'nothing'} pending`);
    return lib.newRecord({ id, seed: p.seed, options, actions }, state);
  };
  for (const p of found.values()) {
    await lib.create(record(idForKind(p.kind), p));
    await lib.create(record(promptKindsIdForKind(p.kind), p));
  }
  await lib.create(record(FINISHED_ID, findFinishedCampaign()));
  // A long finished campaign for the History screen: the golden standard Armistice, played under today's rules.
  const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
  const history = engine.replay(golden.seed, options, golden.actions);
  if (history.over === null) throw new Error('The golden standard Armistice no longer ends');
  await lib.create(lib.newRecord({ id: HISTORY_ID, seed: golden.seed, options, actions: golden.actions }, history));
  // One move from a Defeat: the spec plays that move and sees the campaign listed as lost.
  await lib.create(record(DEFEAT_ID, findOneMoveFromDefeat()));
  await lib.create(record(A11Y_DEFEAT_ID, findOneMoveFromDefeat()));

  const some = found.get('cp-attack') ?? [...found.values()][0];
  // An attack to watch animate (entente-turn.spec): a copy of the CP Attack position, played there.
  await lib.create(record(ATTACK_ANIMATION_ID, some));
  // Saved before a rules correction: its moves now lead elsewhere, so resuming it brings a notice.
  await lib.create({ ...record(CORRECTED_ID, some), position: NO_POSITION });
  // Its last move is no longer legal: the Campaigns screen offers to play on from the move before. Saved
  // under an earlier rules edition, as a real outdated campaign is (one of today's edition with an illegal
  // move was never written by Kaiserkrieg, and is told so).
  await lib.create({ ...record(OUTDATED_ID, some, [...some.actions, { type: 'no-longer-legal' }]), edition: 0 });
  // A damaged file whose previous version (the backup) is sound.
  await lib.create(record(DAMAGED_ID, some));
  const path = lib.files.recordPath(DAMAGED_ID);
  copyFileSync(path, lib.files.backupPath(DAMAGED_ID));
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.slice(0, Math.floor(text.length / 2)));
}
