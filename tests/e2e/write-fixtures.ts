// Writes one real save per decision kind (slot "kind-…") into a user-data folder, through main's SaveStore,
// plus one finished campaign, so the e2e loads them from the Load screen like any other save. Fails if a
// kind has no position.
import { engine } from '../../main/engine-port.js';
import { savesDir } from '../../main/paths.js';
import { SaveStore } from '../../main/saves/save-store.js';
import { CLICKABLE_KINDS, slotForKind } from './decision-kinds.js';
import { FINISHED_SLOT } from './e2e-paths.js';
import { findFinishedCampaign, findPositions, type Position } from './positions.js';

export async function writeKindFixtures(userData: string): Promise<void> {
  const found = findPositions(CLICKABLE_KINDS);
  const missing = CLICKABLE_KINDS.filter((k) => !found.has(k));
  if (missing.length > 0) throw new Error(`No position found for: ${missing.join(', ')} (search more seeds or a better policy)`);
  const saves = new SaveStore({ dir: savesDir(userData), engine, appVersion: 'e2e' });
  const options = engine.normaliseOptions(undefined);
  const write = async (slot: string, p: Position): Promise<void> => {
    const state = engine.replay(p.seed, options, p.actions);
    const pending = state.over !== null ? 'over' : engine.view(state).prompt?.kind;
    if (pending !== p.kind) throw new Error(`Replaying the ${p.kind} position leaves ${pending ?? 'nothing'} pending`);
    await saves.save(slot, { seed: p.seed, options, actions: p.actions, state });
  };
  for (const p of found.values()) await write(slotForKind(p.kind), p);
  await write(FINISHED_SLOT, findFinishedCampaign());
}
