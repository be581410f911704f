// A record as the Campaigns screen lists it, and the result of a finished campaign in the library's terms.
import type { GameOver } from '../../shared/engine/index.js';
import type { CampaignResult, CampaignSummary } from '../../shared/ipc.js';
import { COUNTRY_BY_ID } from '../../shared/data/board.js';
import type { CampaignRecord, RecordHead } from './record.js';
import { campaignName } from '../../shared/campaign-names.js';

export function summaryOf(r: CampaignRecord | RecordHead): Omit<CampaignSummary, 'hasBackup'> {
  return {
    id: r.id, seed: r.seed, options: r.options, edition: r.edition, started: r.started, lastPlayed: r.lastPlayed, turn: r.turn,
    actionCount: 'actions' in r ? r.actions.length : r.actionCount, result: r.result, bookmarks: r.bookmarks, parent: r.parent,
    name: campaignName(r), origin: r.origin ?? null, notes: r.notes ?? '', deletedAt: r.deletedAt, problem: null,
  };
}

/** The engine's game-over record → the library's result (the Defeat's front by its printed name). */
export function resultOf(over: GameOver | null): CampaignResult | null {
  if (over === null) return null;
  if (over.result === 'armistice') return { kind: 'armistice', turn: over.turn, vp: over.vp, band: over.band };
  const front = (over as GameOver & { front?: string }).front;
  const country = front ? COUNTRY_BY_ID[front as keyof typeof COUNTRY_BY_ID] : undefined;
  return { kind: 'defeat', turn: over.turn, front: country ? country.name : null };
}
