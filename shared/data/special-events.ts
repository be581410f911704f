// Special Events Display (14 boxes) and their CP-attack DRMs (§7.1.1, §10.2). Signs from §10.2; the Countries each
// event covers are reconstructed (components.json specialEvents). DRMs apply only to CP Attack Phase attacks (not
// to Ottoman attacks: components.json drmRules.nearEast).
import type { SpecialEventId } from './ids.js';

export interface SpecialEventDef {
  readonly id: SpecialEventId;
  readonly name: string;
  /** Box on the Special Events Display, 0–13. */
  readonly displayIndex: number;
  /** DRM to CP attacks where it applies; 0 for Poison Gas (see POISON_GAS_DRMS) and the no-DRM events. */
  readonly drm: number;
  /** Where the DRM applies: Country ids (and 'roumania'), or 'all' = every CP Attack Phase target incl. Roumania. */
  readonly countries: readonly string[] | 'all';
}

/** R20: Poison Gas applies in Belgium, France and Italy. */
export const POISON_GAS_COUNTRIES: readonly string[] = ['belgium', 'france', 'italy'];

/** §10.2.1, R20: +2 on the first CP attack of the turn, +1 on the second (wherever made), then nothing. */
export const POISON_GAS_DRMS = [2, 1] as const;

export const SPECIAL_EVENTS: readonly SpecialEventDef[] = [
  { id: 'putnik', name: 'Putnik', displayIndex: 0, drm: -1, countries: ['serbia'] },
  { id: 'british-shell-shortage', name: 'British Shell Shortage', displayIndex: 1, drm: 1, countries: ['belgium'] },
  { id: 'poison-gas', name: 'Poison Gas', displayIndex: 2, drm: 0, countries: POISON_GAS_COUNTRIES }, // R20
  { id: 'mackensen', name: 'Mackensen', displayIndex: 3, drm: 1, countries: ['serbia', 'ukraine'] },
  // The first time also: France in Danger and France's Border Forts back into France (§7.1.1.1, R18).
  { id: 'place-of-execution', name: 'Place of Execution', displayIndex: 4, drm: 1, countries: ['france'] },
  { id: 'brusilov', name: 'Brusilov', displayIndex: 5, drm: -1, countries: ['ukraine', 'lithuania'] },
  { id: 'stosstruppen', name: 'Stosstruppen', displayIndex: 6, drm: 1, countries: 'all' },
  { id: 'hoffmann', name: 'Hoffmann', displayIndex: 7, drm: 1, countries: ['ukraine', 'lithuania'] },
  { id: 'alpenkorps', name: 'Alpenkorps', displayIndex: 8, drm: 1, countries: ['italy'] },
  { id: 'foch', name: 'Foch', displayIndex: 9, drm: -1, countries: ['france'] },
  // Immediate effects only (§7.1.1.2, §7.1.1.3, R19).
  { id: 'spanish-flu', name: 'Spanish Flu', displayIndex: 10, drm: 0, countries: [] },
  { id: 'us-assistance', name: 'U.S. Assistance', displayIndex: 11, drm: 0, countries: [] },
  // Also discards Italy in Danger (§7.1.1.4).
  { id: 'diaz', name: 'Diaz', displayIndex: 12, drm: -1, countries: ['italy'] },
  { id: 'black-day-of-the-army', name: 'Black Day of the Army', displayIndex: 13, drm: -1, countries: 'all' },
];

export const SPECIAL_EVENT_BY_ID: Readonly<Record<SpecialEventId, SpecialEventDef>> = Object.fromEntries(
  SPECIAL_EVENTS.map((e) => [e.id, e]),
) as Record<SpecialEventId, SpecialEventDef>;
