// The campaign in play by its name (issue 31): in the board's heading line at the top of the side panel, with
// "Branch of …" while a branch is in play, and in the page's title — the browser's tab, and the window's title
// in the app (Electron follows the page's title unless main says otherwise; main/index.ts does not). The board's
// own header strip is full at its width (turn, phase, money, skies) and the zoom buttons sit at its right end,
// so the name stands in the panel beside it, as text a screen reader reads.
import type { CampaignView } from '../../shared/ipc.js';

/** The app's name, the whole title when no campaign is in play. */
export const APP_TITLE = 'Kaiserkrieg!';

/** The header's words for the campaign: its name, and where a branch came from. */
export function headerTitle(c: Pick<CampaignView, 'name' | 'branch'> | null): string {
  if (c === null) return '';
  return c.branch === null ? c.name : `${c.name} · ${c.branch}`;
}

/** The page's title: "<name> — Kaiserkrieg!", or the app's name alone. */
export function documentTitle(c: Pick<CampaignView, 'name'> | null): string {
  return c === null ? APP_TITLE : `${c.name} — ${APP_TITLE}`;
}

/** Names the campaign in play (or none) wherever it is named. */
export function showCampaignTitle(panel: { setCampaignTitle(text: string): void }, c: Pick<CampaignView, 'name' | 'branch'> | null): void {
  panel.setCampaignTitle(headerTitle(c));
  document.title = documentTitle(c);
}
