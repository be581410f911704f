// The e2e's list of decision kinds is the engine's list; the kinds it skips really are never asked.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tageblattRow } from '../../shared/data/tageblatt.js';
import { UBOAT_IDS } from '../../shared/data/tiles.js';
import { CAMPAIGN_ID_PATTERN } from '../../shared/ipc.js';
import { CLICKABLE_KINDS, DECISION_KINDS, NEVER_ASKED, idForKind } from './decision-kinds.js';

function kindsInEngineSource(): string[] {
  const dir = join(process.cwd(), 'shared', 'engine', 'rules');
  const kinds: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/defineDecision(?:<.*?>)?\(\s*'([^']+)'/g)) kinds.push(m[1]);
  }
  return kinds.sort();
}

describe('decision kinds', () => {
  it('lists exactly the kinds the engine defines', () => {
    expect([...DECISION_KINDS].sort()).toEqual(kindsInEngineSource());
  });

  it('gives every clickable kind a valid campaign id', () => {
    for (const k of CLICKABLE_KINDS) expect(idForKind(k)).toMatch(CAMPAIGN_ID_PATTERN);
    expect(new Set(CLICKABLE_KINDS.map(idForKind)).size).toBe(CLICKABLE_KINDS.length);
  });

  it('convoy-success is never a choice: the USA is at war by Turn 23 and takes one of the two U-Boats', () => {
    expect(Object.keys(NEVER_ASKED)).toEqual(['convoy-success']);
    expect(UBOAT_IDS).toHaveLength(2);
    for (let die = 1; die <= 6; die++) expect(tageblattRow(die + 22).general).toContain('us-entry');
  });
});
