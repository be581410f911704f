// Issue 15, "Each decision's rules help links to its chart": for every decision kind the engine defines (the
// e2e's list, itself checked against the engine's source), the rules help opened for its prompt's rule links
// to the charts that decide it; a kind with no chart says why.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECISION_KINDS } from '../e2e/decision-kinds.js';
import type { DecisionKind } from '../../shared/engine/index.js';
import { chartsForRule, type ChartId } from '../../renderer/charts/chart-model.js';
import { entriesShownFor } from '../../renderer/help/rules-help.js';

type Kind = DecisionKind;

/** The charts each decision's help must link to, the one the C key opens first. */
const CHARTS: Readonly<Partial<Record<Kind, readonly ChartId[]>>> = {
  'runner-placement': ['cruisers', 'sea-hauls'], // §9.1.1–§9.1.3 the Cruisers table, each area's haul
  'hsf-placement': ['naval-battle', 'cruisers'], // §9.1.4–§9.1.5
  'turkish-smugglers': ['sea-hauls'], // §9.1.7
  'air-research': ['air'], // §9.3
  'german-bombers': ['air'], // §9.4: the need depends on who holds the skies
  'zeppelin-raid': ['air', 'sea-hauls'], // §9.6 ① ④: the skies; a Cruiser at sea
  'red-baron-placement': ['air'], // §9.7
  'cp-attack': ['special-events', 'civil-society'], // §10.2 the Special Event's DRM; §11.3 suppression
  'industrial-purchases': ['cruisers', 'over-there'], // §13.2 runners; §13.1.1 a second U-Boat, §8.6
  'us-entry-u-boat': ['over-there'], // §8.6 the schedule just set
  'defeat:city-attack': ['victory'], // §15.2 Unrest, the Defeat and the VP at stake
  'defeat:another-city': ['victory'], // §15.2
};

/** The kinds no chart of the Berliner Tageblatt card or the map decides, and why. */
const NO_CHART: Readonly<Partial<Record<Kind, string>>> = {
  'convoy-success': 'which U-Boat to lose (§5.3.2): no table',
  'socialist-agitation': 'the Revolution marker moves one die (§5.4.1): no table',
  'irish-rising': 'a fixed need on one die (§5.4.2): no table',
  'senussi-revolt': 'a fixed need on one die (§5.4.3): no table',
  'near-east:askari-build': 'a fixed need on one die (§12.2): no table',
  'near-east:lira': 'a draw from the Lira cup (§12.5): no table',
  'near-east:siege-of-kut': 'a declaration (§12.6.2): no table',
  'near-east:attack': 'Ottoman attacks use no Special Event (§10.2) and no table (§12.6)',
  'near-east:kemal': 'a re-roll (§12.6.3): no table',
  'turn-end:bank': 'banking (§14.1, R30): no roll',
};

/** Each decision kind's prompt rule, read from the engine's source (`defineDecision('kind', { prompt … rule: '§x' }`). */
function promptRules(): Map<string, string> {
  const dir = join(process.cwd(), 'shared', 'engine', 'rules');
  const out = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = readFileSync(join(dir, file), 'utf8');
    for (const m of src.matchAll(/defineDecision(?:<.*?>)?\(\s*'([^']+)'[\s\S]*?prompt:[\s\S]*?rule: '([^']+)'/g)) out.set(m[1], m[2]);
  }
  return out;
}

/** The chart links the rules help shows for a decision's rule, in order (side-panel.ts helpDetails). */
function helpLinks(rule: string): ChartId[] {
  return [...new Set(entriesShownFor(rule).flatMap((e) => chartsForRule(e.rule)))];
}

describe("each decision's rules help links to its chart (issue 15)", () => {
  const rules = promptRules();

  it('every decision kind is listed once: with its charts or with the reason it has none', () => {
    const listed = [...Object.keys(CHARTS), ...Object.keys(NO_CHART)].sort();
    expect(listed).toEqual([...DECISION_KINDS].sort());
    for (const k of DECISION_KINDS) expect(rules.get(k), k).toMatch(/^§\d/);
  });

  for (const kind of DECISION_KINDS) {
    it(`${kind}`, () => {
      const rule = rules.get(kind) ?? '';
      const wanted = CHARTS[kind];
      if (wanted === undefined) {
        expect(helpLinks(rule), `${kind} (${rule}): ${NO_CHART[kind]}`).toEqual([]);
        return;
      }
      expect(helpLinks(rule), `${kind} (${rule})`).toEqual(expect.arrayContaining([...wanted]));
      expect(chartsForRule(rule)[0], `${kind}: the C key opens at its first chart`).toBe(wanted[0]);
    });
  }
});
