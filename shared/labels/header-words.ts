// The header and the status line: the turn with its months, the season, the phase as the rulebook heads it
// (§4.0–§14.0), the money, and each power's standing in a sentence ("Turkey is neutral").
import { phaseTitleOf, type BoardView, type PhaseId } from '../engine/index.js';
import { turnDef, LAST_TURN, type Season } from '../data/calendar.js';

/** "Naval/Air Warfare Phase": the rulebook's section heading (§4.0–§14.0, core/turn.ts). */
export function phaseTitle(phase: PhaseId): string {
  return phaseTitleOf(phase);
}

/** A turn's season as the Calendar colours it: Summer (§12.1), Winter (§6.2.3), nothing for the others. */
export function seasonWords(season: Season | string): string {
  if (season === 'summer') return 'Summer: no Near East Phase';
  if (season === 'winter') return 'Winter: Alpine Winter in Italy';
  return '';
}

/** "Turn 5 · March–April 1915"; the last turn says so. */
export function turnWords(turn: number): string {
  const def = turnDef(turn);
  return `Turn ${turn}${turn === LAST_TURN ? ' (the last)' : ''} · ${def.months.replace('-', '–')} ${def.year}`;
}

/** The header: turn, season, phase, money and skies; the game's end once it is over. */
export function headerLine(v: BoardView): string {
  const season = seasonWords(v.season);
  const when = [turnWords(v.turn), season, v.over ? 'the war is over' : v.phase ? phaseTitle(v.phase) : ''].filter((s) => s !== '');
  const money = [`${v.rm} RM`, `${v.lira} Lira`];
  if (v.krupp !== null) money.push(`Krupp ${v.krupp}`);
  if (v.kaisertreu !== null) money.push(`Kaisertreu ${v.kaisertreu}`);
  const skies = v.air.german ? 'German skies' : 'Entente skies';
  return [when.join(' · '), money.join('  '), skies].join('   ·   ');
}

type Status = BoardView['status'];

/** Each power's standing as a sentence, in the order the rules bring them in. */
export function statusWords(s: Status): string[] {
  const at = (who: string, state: string, words: Readonly<Record<string, string>>): string => `${who} ${words[state] ?? 'is at war'}`;
  const enemy = { war: 'is at war', neutral: 'is neutral', surrendered: 'has surrendered' };
  return [
    at('Turkey', s.turkey, { cp: 'fights with the Central Powers', neutral: 'is neutral', surrendered: 'has surrendered' }),
    at('Bulgaria', s.bulgaria, { cp: 'fights with the Central Powers', neutral: 'is neutral' }),
    at('Italy', s.italy, enemy),
    at('Roumania', s.roumania, enemy),
    at('France', s.france, enemy),
    at('Russia', s.russia, enemy),
    at('The USA', s.usa, enemy),
    s.serbia === 'aao' ? 'The Allied Army of the Orient holds Serbia' : 'The Serbs hold Serbia',
    s.eastAfrica === 'german' ? 'German East Africa is still German' : 'German East Africa has fallen',
  ];
}

/** A prompt's question with its rule: "§9.1.1 · Send Blockade Runner 1 to a sea area of its own." */
export function promptLine(p: { readonly rule: string; readonly text: string }): string {
  return `${p.rule} · ${p.text}`;
}
