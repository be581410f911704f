// The campaign as main keeps it: what a save file records, minus the bookkeeping.
import type { Action, GameState, Options } from '../../shared/engine/index.js';
import { checksumOf } from './checksum.js';
import { CURRENT_FORMAT, type SaveFile } from './save-format.js';

export interface Campaign {
  readonly seed: number;
  readonly options: Options;
  readonly actions: readonly Action[];
  readonly state: GameState;
}

export function toSaveFile(campaign: Campaign, slot: string, app: string, savedAt: Date): SaveFile {
  return {
    format: CURRENT_FORMAT,
    app,
    savedAt: savedAt.toISOString(),
    slot,
    seed: campaign.seed,
    options: campaign.options,
    actions: campaign.actions,
    snapshot: campaign.state,
    checksum: checksumOf(campaign.state),
    summary: { turn: campaign.state.turn, actionCount: campaign.actions.length, finished: campaign.state.over !== null },
  };
}
