// Hover texts: every tile names itself (armies with their strengths), every box says what it is for.
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '../../renderer/board/layout.js';
import { KIND_HELP } from '../../renderer/help/tooltip-help-text.js';
import { GENERIC_BOX_HELP, boxHelp, boxTooltip, placeName, tileTooltip } from '../../renderer/ui/tooltip-text.js';
import { ARMY_BY_ID } from '../../shared/data/armies.js';
import { SEA_AREAS } from '../../shared/data/board.js';
import { TILE_BY_ID } from '../../shared/data/tiles.js';
import { SPECIAL_EVENTS } from '../../shared/data/special-events.js';
import { SPECIAL_EVENT_NOTES, TILE_NOTES, namedTileIds } from '../../shared/data/history-notes.js';
import { AIR_TRACK, RED_BARON_AIR_BOX } from '../../shared/data/board.js';
import { COSTS } from '../../shared/data/costs.js';
import type { BoardView } from '../../shared/engine/index.js';
import { boardView } from '../engine/engine-kit.js';
import { baronOver } from '../engine/positions.js';

/** Boxes allowed to show the generic text, each with its reason. None today: every box has a meaning. */
const GENERIC_ALLOWED: Readonly<Record<string, string>> = {};

describe('tile tooltips', () => {
  it('names every tile and says where it is', () => {
    for (const [id, tile] of Object.entries(TILE_BY_ID)) {
      const t = tileTooltip(id, 'counter-tray');
      expect(t.split('\n')[0], id).toBe(tile.name);
      expect(t, id).toContain('Now in: Counter tray');
    }
  });

  it('gives every army its strength, both values for a 3/4 army with when each applies', () => {
    for (const [id, a] of Object.entries(ARMY_BY_ID)) {
      const t = tileTooltip(id, a.theater);
      if (typeof a.strength === 'number') expect(t, id).toContain(`Strength ${a.strength}.`);
      else {
        expect(t, id).toContain(`Strength ${a.strength[0]} while Turkey is neutral or your ally`);
        expect(t, id).toContain(`${a.strength[1]} once Turkey has surrendered`);
      }
      expect(t.includes('☠'), id).toBe(a.skull);
      expect(t.includes('✱'), id).toBe(a.asterisk);
    }
  });

  it('explains every tile kind that is not an army', () => {
    const kinds = new Set(Object.values(TILE_BY_ID).map((t) => t.kind));
    kinds.delete('army');
    for (const k of kinds) expect(KIND_HELP[k], k).toBeTruthy();
  });

  it('says what a Turn Chit deploys and a Lira chit is worth', () => {
    expect(tileTooltip('turn-chit-18', 'calendar:5')).toContain('Deploys: B F L U I.');
    expect(tileTooltip('turn-chit-9', 'chit-cup')).toContain('shamrock');
    expect(tileTooltip('lira-chit-18', 'lira-cup')).toContain('Worth 5 Lira.');
    expect(tileTooltip('usa-v', 'calendar:21')).toContain('in place of the British 3rd Army');
    expect(tileTooltip('gb-3', 'belgium-reserves')).toContain('Italian Carnia Army in Italy');
    expect(tileTooltip('red-baron', 'calendar:13')).toContain('Now in: Calendar, Turn 13');
  });
});

describe('box tooltips', () => {
  it('gives every layout box its own text, not the generic fallback', () => {
    const generic = LAYOUT.filter((b) => boxHelp(b.id) === undefined).map((b) => b.id);
    expect(generic.filter((id) => !(id in GENERIC_ALLOWED))).toEqual([]);
    for (const b of LAYOUT) expect(boxTooltip(b.id, 2).includes(GENERIC_BOX_HELP), b.id).toBe(b.id in GENERIC_ALLOWED);
  });

  it('tells what a runner earns in each sea area, from the board data', () => {
    for (const s of SEA_AREAS) {
      const t = boxTooltip(`sea:${s.id}`, 0);
      expect(t, s.id).toContain(`earns ${s.haul} RM`);
      expect(t.includes('High Seas Fleet'), s.id).toBe(s.northSea);
    }
  });

  it('reads tracks as a player would', () => {
    expect(placeName('omnibus:5')).toBe('Omnibus track, box 5');
    expect(boxTooltip('air:1', 0)).toContain('Red Baron');
    expect(boxTooltip('calendar:23', 0)).toContain('Convoy Success');
    expect(boxTooltip('calendar:16', 0)).toContain('Winter');
    expect(boxTooltip('special-events:foch', 0)).toContain('-1 to attacks in France');
    expect(boxTooltip('france', 3)).toContain('Kaiserschlacht: 3 RM, with France in Danger here.');
    expect(boxTooltip('lithuania', 3)).toContain('Kaiserschlacht: 4 RM');
    expect(boxTooltip('belgium', 3)).not.toContain('Kaiserschlacht:');
    expect(boxTooltip('france', 1)).toContain('1 tile here.');
  });
});

describe('historical notes in the hover text (issue 14)', () => {
  it('ends the tooltip of every named tile with its note, in its own paragraph', () => {
    for (const id of namedTileIds()) {
      const t = tileTooltip(id, 'counter-tray');
      expect(t.split('\n').slice(-2), id).toEqual(['', `Historical note: ${TILE_NOTES[id]}`]);
    }
  });

  it('gives Lawrence his history instead of the old mechanical line', () => {
    const t = tileTooltip('gb-lawrence', 'egypt');
    expect(t).not.toContain('A famous name');
    expect(t).toContain('Aqaba');
  });

  it('adds no history paragraph to tiles without a name', () => {
    for (const id of ['fr-5', 'cruiser-1', 'turn-chit-3', 'city-berlin']) expect(tileTooltip(id, 'counter-tray'), id).not.toContain('Historical note:');
  });

  it('tells the history of each special event on its box of the Special Events display', () => {
    for (const e of SPECIAL_EVENTS) expect(boxTooltip(`special-events:${e.id}`, 0), e.id).toContain(`Historical note: ${SPECIAL_EVENT_NOTES[e.id]}`);
  });
});

describe('the Red Baron on his army (§9.7, §10.1.1, R26, R38)', () => {
  // A position built by the engine's own test helper and read through the real view, as the board reads it.
  const viewOver = (army: string, airBox: number): BoardView => boardView(baronOver(army, airBox), null, {});
  const ententeBox = AIR_TRACK.find((a) => a.holder === 'entente' && a.box > RED_BARON_AIR_BOX)?.box ?? -1; // after he arrived

  it('tells, on the army he is over, that it can no longer be attacked the ordinary way and what his attack costs', () => {
    const v = viewOver('fr-2', 1);
    expect(v.redBaronOn).toBe('fr-2');
    expect(v.air.german).toBe(true);
    const t = tileTooltip('fr-2', 'france', v);
    expect(t).toContain('The Red Baron is over this army (§9.7).');
    expect(t).toContain('It can no longer be attacked the ordinary way (§10.1): only his air attack can strike it (§10.1.1).');
    expect(t).toContain(`His attack costs ${COSTS.redBaronGermanSkies} RM now`);
    expect(t).toContain('(R38)');
  });

  it('says his attack needs 2 RM while the Entente hold the skies (§10.1.1)', () => {
    expect(ententeBox).toBeGreaterThan(0);
    const v = viewOver('fr-2', ententeBox);
    expect(v.air.german).toBe(false);
    expect(tileTooltip('fr-2', 'france', v)).toContain(`His attack costs ${COSTS.redBaronEntenteSkies} RM now`);
    expect(COSTS.redBaronEntenteSkies).toBe(2);
  });

  it('says nothing of him on another army, or when he is over no army', () => {
    const v = viewOver('fr-2', 1);
    expect(tileTooltip('fr-3', 'france', v)).not.toContain('Red Baron');
    expect(tileTooltip('fr-2', 'france', { ...v, redBaronOn: null })).not.toContain('Red Baron is over');
    expect(tileTooltip('fr-2', 'france')).not.toContain('Red Baron is over');
  });

  it('names his army on the Red Baron tile itself, in plain words', () => {
    const t = tileTooltip('red-baron', 'germany', viewOver('fr-2', 1));
    expect(t).toContain(`Now over the ${ARMY_BY_ID['fr-2'].name} (§9.7)`);
    expect(t).not.toContain('fr-2');
  });
});
