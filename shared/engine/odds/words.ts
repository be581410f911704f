// The odds in the player's words: "needs 4+: 50 % — Poison Gas +2 §10.2.1, Putnik −1 §10.2".
import { drmSourceName } from '../core/log.js';
import type { DrmSource } from '../core/events.js';
import { NAVAL_BATTLE } from '../../data/small-tables.js';
import { ALL_FACES } from './dice-counts.js';
import { percentText } from './chance.js';
import type { Odds, OddsNeed, Outcome } from './types.js';
import { naturalSixWords } from '../rules/ottoman-attacks.js';

function signed(n: number): string {
  return n < 0 ? `−${-n}` : `+${n}`;
}

/** Each modifier by its source and rule, or '' when none apply. */
export function drmText(drm: readonly DrmSource[]): string {
  return drm.map((s) => `${drmSourceName(s.source)} ${signed(s.value)} ${s.rule}`).join(', ');
}

/** "4+", "3 or less", "5–6", "6", "12". */
export function needText(need: NonNullable<OddsNeed>): string {
  if ('atLeast' in need) return need.atLeast === ALL_FACES.length ? `${need.atLeast}` : `${need.atLeast}+`; // a 6 alone: "needs 6"
  if ('atMost' in need) return `${need.atMost} or less`;
  const f = need.faces;
  const run = f.length > 1 && f.every((x, i) => i === 0 || x === f[i - 1] + 1);
  return run ? `${f[0]}–${f[f.length - 1]}` : f.join(' or ');
}

/** The name of a Major Naval Battle result (R23), from the printed table. */
function battleName(id: string): string {
  const face = ALL_FACES.find((f) => {
    const row = NAVAL_BATTLE[f];
    return (row.turnsAhead === undefined ? row.effect : `${row.effect}-${row.turnsAhead}`) === id;
  });
  if (face === undefined) return id;
  const row = NAVAL_BATTLE[face];
  const hit = row.effect.startsWith('hsf') ? 'the Fleet' : 'a Cruiser';
  const what = row.effect.endsWith('discarded') ? `${hit} sunk` : row.effect.endsWith('cup') ? `${hit} back to the cup`
    : row.turnsAhead !== undefined ? `${hit} out ${row.turnsAhead} turns` : 'no harm';
  return `${row.result} (${what})`;
}

const OUTCOME_WORDS: Readonly<Record<string, string>> = {
  absorbed: 'the Tank Army takes it',
  doubles: 'doubles: the Red Baron is shot down',
  riots: 'riots',
  resistance: 'resistance',
  through: 'gets through',
  caught: 'caught by a Cruiser',
  sunk: 'sunk (two Cruisers)',
  'no-battle': 'no battle',
  explosion: 'the Explosion',
};

function outcomeName(o: Outcome): string {
  if (o.id.startsWith('reward-')) return `+${o.id.slice('reward-'.length)} RM`;
  if (o.id.startsWith('lira-')) return `+${o.id.slice('lira-'.length)} Lira`;
  return OUTCOME_WORDS[o.id] ?? battleName(o.id);
}

function outcomeList(o: Odds): string {
  return o.outcomes.map((x) => `${outcomeName(x)} ${percentText(x.chance)}`).join(', ');
}

/** What the 'success' of each kind of roll means, when it is not simply the action working. */
const AIM: Partial<Record<Odds['kind'], string>> = {
  'u-boat-war': 'the USA enters the war on',
  defeat: 'next Defeat roll: Germany falls on',
  indians: 'the Indians need two dice totalling',
  agitation: 'the Revolution explodes on',
};

/** §5.4.1: where the Revolution marker can stop short of the Explosion ("to 3–8"), from the outcomes. */
function revolutionRange(o: Odds): string {
  const boxes = o.outcomes.filter((x) => x.id.startsWith('revolution-')).map((x) => Number(x.id.slice('revolution-'.length)));
  return boxes.length === 0 ? '' : `the marker to ${Math.min(...boxes)}–${Math.max(...boxes)}`;
}

/** One line for a button's tooltip or the terminal. */
export function oddsText(o: Odds): string {
  if (o.kind === 'civil-society' || o.kind === 'runner' || o.kind === 'hsf' || o.kind === 'lira') return outcomeList(o);
  if (o.kind === 'agitation' && o.need === null) return `no Explosion: ${revolutionRange(o)}`;
  if (o.need === null) {
    const absorbed = o.outcomes.some((x) => x.id === 'absorbed');
    return absorbed ? `no roll: ${OUTCOME_WORDS.absorbed} (${o.rule})` : `no roll: ${percentText(o.success)}`;
  }
  const aim = AIM[o.kind];
  const head = `${aim ? `${aim} ${needText(o.need)}` : `needs ${needText(o.need)}`}: ${percentText(o.success)}`;
  const extras: string[] = [];
  if (o.before !== undefined) extras.push(`now ${percentText(o.before)}`);
  if (o.counts === 'kemal') extras.push("with Kemal's re-roll §12.6.3");
  if (o.kind === 'agitation' && o.success.num < o.success.den) extras.push(`else ${revolutionRange(o)} §5.4.1`);
  const doubles = o.outcomes.find((x) => x.id === 'doubles');
  if (doubles) extras.push(`${OUTCOME_WORDS.doubles} ${percentText(doubles.chance)}`);
  const tail = [drmText(o.drm), ...extras].filter((s) => s !== '').join(', ');
  const line = tail === '' ? head : `${head} — ${tail}`;
  return o.onSix === undefined ? line : `${line}; ${naturalSixWords(o.onSix)}`; // R35: a Turkish 6's further effect
}

/** What a success is, for the kinds whose aim is not the action simply working. */
const SHORT_AIM: Partial<Record<Odds['kind'], string>> = {
  'civil-society': 'reward', runner: 'through', hsf: 'unharmed', 'u-boat-war': 'USA enters', defeat: 'Defeat',
  agitation: 'Explosion', lira: 'any Lira',
};

/** The chance and what it needs, in a few words: "4+: 50 %", "through 58 %", "Defeat 28 %". */
function chanceShort(o: Odds): string {
  const aim = SHORT_AIM[o.kind];
  if (aim !== undefined) return `${aim} ${percentText(o.success)}`;
  if (o.need === null) return o.outcomes.some((x) => x.id === 'absorbed') ? 'Tank absorbs' : percentText(o.success);
  return `${needText(o.need)}: ${percentText(o.success)}`;
}

/**
 * The words on a button and in the chooser (issue 15): the chance, then every modifier by source and rule where
 * any applies — "4+: 50 % (Poison Gas +2 §10.2.1, Putnik −1 §10.2)".
 */
export function oddsShort(o: Odds): string {
  const drm = drmText(o.drm);
  return drm === '' ? chanceShort(o) : `${chanceShort(o)} (${drm})`;
}
