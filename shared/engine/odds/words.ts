// The odds in the player's words: "needs 4+: 50 % — Poison Gas +2 §10.2.1, Putnik −1 §10.2".
import { drmSourceName } from '../core/log.js';
import type { DrmSource } from '../core/events.js';
import { percentText } from './chance.js';
import type { Odds } from './types.js';

function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** Each modifier by its source and rule, or '' when none apply. */
export function drmText(drm: readonly DrmSource[]): string {
  return drm.map((s) => `${drmSourceName(s.source)} ${signed(s.value)} ${s.rule}`).join(', ');
}

const OUTCOME_WORDS = { absorbed: 'the Tank Army takes it', doubles: 'doubles: the Red Baron is shot down' } as const;

/** One line for a button's tooltip or the terminal. */
export function oddsText(o: Odds): string {
  if (o.need === null) {
    const named = o.outcomes.find((x) => x.id === 'absorbed');
    return named ? `no roll: ${OUTCOME_WORDS.absorbed} (${o.rule})` : `no roll (${o.rule})`;
  }
  const head = `needs ${o.need.atLeast}+: ${percentText(o.success)}`;
  const extras: string[] = [];
  if (o.counts === 'kemal') extras.push("with Kemal's re-roll §12.6.3");
  const doubles = o.outcomes.find((x) => x.id === 'doubles');
  if (doubles) extras.push(`${OUTCOME_WORDS.doubles} ${percentText(doubles.chance)}`);
  const drm = drmText(o.drm);
  const tail = [drm, ...extras].filter((s) => s !== '').join(', ');
  return tail === '' ? head : `${head} — ${tail}`;
}
