// Whether New campaign's "Guide me through the first turn" box starts ticked (issue #33): on for a player's
// first campaign (nothing in the library to continue yet), then as the player last chose it.
import type { TitleInfo } from '../../shared/ipc.js';

export function guideBoxTicked(remembered: boolean, info: Pick<TitleInfo, 'continueId'>): boolean {
  return remembered || info.continueId === null;
}
