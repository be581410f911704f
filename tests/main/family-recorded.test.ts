// Issue 31: every campaign has a name and records its family the moment it is made — New campaign (a typed
// name or the default), Play from (a branch: of which campaign, by its name then, at which turn and move), a
// branch of a branch, Duplicate ("Copy of", never a branch), Export → Import (the file's name, the day, the
// file's campaign and its own lineage one level deep), Play on an outdated campaign. Rename writes the name
// through a verified write (checksum and all), in play or not; the name goes out with Export and comes back in.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RULES_EDITIONS, type RulesEdition } from '../../shared/data/rules-editions.js';
import type { CampaignUpdate } from '../../shared/ipc.js';
import type { EnginePort } from '../../main/engine-port.js';
import { inferFamilies } from '../../main/library/family.js';
import { parseRecordText, NAMES_FORMAT } from '../../main/library/record.js';
import { campaignName, copyName, defaultCampaignName, originInWords, tidyCampaignName } from '../../shared/campaign-names.js';
import { toyService } from './fixtures/service.js';
import { tempDir } from './fixtures/setup.js';
import { makeToyEngine, toyEngine } from './fixtures/toy-engine.js';
import { later, newWar, play, useWarClock, WAR_CLOCK_START, WAR_MOVES, WAR_OPTIONS } from './fixtures/war-library.js';

const OPTIONS = WAR_OPTIONS;
const MOVES = WAR_MOVES;
const START = WAR_CLOCK_START;
useWarClock();

const GB = { locale: 'en-GB', timeZone: 'UTC' };
const US = { locale: 'en-US', timeZone: 'UTC' };

describe('a campaign name', () => {
  it('defaults to its seed and the day it was begun; a typed name is tidied, and refused when it cannot be one', () => {
    expect(defaultCampaignName(42, '2026-11-28T23:59:00.000Z', GB)).toBe('Seed 42 · begun 28 Nov 2026');
    expect(campaignName({ seed: 42, started: '2026-01-03T00:00:00.000Z' }, GB)).toBe('Seed 42 · begun 3 Jan 2026');
    // The day in the player's locale and time zone (two locales): Berlin is already on the 29th.
    expect(defaultCampaignName(42, '2026-11-28T23:59:00.000Z', US)).toBe('Seed 42 · begun Nov 28, 2026');
    expect(defaultCampaignName(42, '2026-11-28T23:59:00.000Z', { locale: 'de-DE', timeZone: 'Europe/Berlin' })).toBe('Seed 42 · begun 29.11.2026');
    expect(campaignName({ name: 'The long war', seed: 42, started: '2026-01-03T00:00:00.000Z' })).toBe('The long war');
    // A branch is called by the campaign it left (its name then), as a what-if, until the player names it.
    const branch = { kind: 'branch', of: 'war-1', name: 'Die Marne', atMove: 69, atTurn: 3 } as const;
    expect(campaignName({ seed: 42, started: '2026-01-03T00:00:00.000Z', origin: branch })).toBe('Die Marne (what-if)');
    expect(campaignName({ name: 'Paris by Christmas', seed: 42, started: '2026-01-03T00:00:00.000Z', origin: branch })).toBe('Paris by Christmas');
    expect(campaignName({ seed: 42, started: '2026-01-03T00:00:00.000Z', origin: { kind: 'branch', of: 'war-1', atMove: 69 } }, GB)).toBe('Seed 42 · begun 3 Jan 2026');
    expect(tidyCampaignName('  Der   lange Krieg ')).toEqual({ ok: true, name: 'Der lange Krieg' });
    expect(tidyCampaignName('   ')).toEqual({ ok: false, reason: 'A campaign needs a name.' });
    expect(tidyCampaignName('x'.repeat(81))).toEqual({ ok: false, reason: 'A campaign name is at most 80 characters.' });
    expect(tidyCampaignName('a\u0007b').ok).toBe(false);
    expect(copyName('The long war')).toBe('The long war (copy)');
    expect([...copyName('x'.repeat(80))]).toHaveLength(80);
  });

  it('New campaign keeps the typed name, or none (the default), in a format-5 record; the board shows it', async () => {
    const { service, library } = await toyService();
    const named = await newWar(service, 2, '  Der lange   Krieg ');
    const plain = await newWar(service, 1);
    expect(named.campaign).toMatchObject({ name: 'Der lange Krieg', branch: null });
    expect(plain.campaign.name).toBe(defaultCampaignName(5, START));
    const record = await library.record(named.campaign.id);
    expect([record.name, record.origin, record.format]).toEqual(['Der lange Krieg', { kind: 'new' }, NAMES_FORMAT]);
    expect((await library.record(plain.campaign.id)).name).toBeUndefined();
    await expect(service.newCampaign({ seed: 5, options: OPTIONS, name: 'x'.repeat(81) })).rejects.toThrow('at most 80 characters');
  });
});

describe('rename', () => {
  it('renames a campaign on disk (a verified write, checksum and all) and the one in play, header and all', async () => {
    const { service, library, dir } = await toyService();
    const other = (await newWar(service, 3)).campaign.id;
    const live = (await newWar(service, 2)).campaign.id;
    const renamed = await service.renameCampaign(other, '  Verdun  ');
    expect(renamed).toMatchObject({ id: other, name: 'Verdun' });
    const text = readFileSync(`${dir}/${other}.campaign.json`, 'utf8');
    const parsed = parseRecordText(text);
    expect(parsed.ok && [parsed.record.name, parsed.record.format]).toEqual(['Verdun', NAMES_FORMAT]);
    // The name is under the checksum like every other byte: changed by hand, the file is damaged.
    expect(parseRecordText(text.replace('"Verdun"', '"Verdum"'))).toMatchObject({ ok: false, reason: expect.stringMatching(/checksum/) });
    expect((await service.listCampaigns()).campaigns.find((c) => c.id === other)?.name).toBe('Verdun');

    await service.renameCampaign(live, 'Tannenberg');
    expect((await service.current())?.name).toBe('Tannenberg');
    expect((await library.record(live)).name).toBe('Tannenberg');
    // Played on, the name stays.
    const u = await play(service, (await service.resume(live) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(2, 3));
    expect(u.campaign.name).toBe('Tannenberg');
    expect((await library.record(live)).name).toBe('Tannenberg');
    await expect(service.renameCampaign(other, ' ')).rejects.toThrow('A campaign needs a name.');
    expect((await library.record(other)).name).toBe('Verdun');
  });

  it('a renamed campaign goes out with its name in Export and comes back with it on Import', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 3, 'Das Wunder')).campaign.id;
    const exported = await service.exportCampaign(war);
    const back = await service.importCampaign({ text: exported.text, fileName: 'wunder.campaign.json' });
    expect(back.name).toBe('Das Wunder');
    expect((await library.record(back.id)).name).toBe('Das Wunder');
  });
});

describe('the family recorded for every way a campaign is made', () => {
  it('Play from is a branch of its campaign by name, at the turn and move; a branch of it names the branch', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 8, 'Schlieffen')).campaign.id;
    const branched = await service.playFrom(war, 4);
    if (!branched.ok) throw new Error('no branch');
    later();
    const branch = branched.update.campaign;
    const turn = branch.board.turn;
    expect((await library.record(branch.id)).origin).toEqual({ kind: 'branch', of: war, name: 'Schlieffen', atMove: 4, atTurn: turn });
    expect(branch.branch).toBe(`Branch of Schlieffen at Turn ${turn} (move 4)`);
    expect(branch.name).toBe('Schlieffen (what-if)');
    await play(service, branched.update, [{ type: 'add', n: 2 }]);
    const twig = await service.playFrom(branch.id, 5);
    if (!twig.ok) throw new Error('no branch of the branch');
    expect((await library.record(twig.update.campaign.id)).origin).toMatchObject({ kind: 'branch', of: branch.id, name: 'Schlieffen (what-if)', atMove: 5 });
    expect(twig.update.campaign.name).toBe('Schlieffen (what-if)');
  });

  it('Duplicate is a copy, by name, never a branch', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 6, 'Marne')).campaign.id;
    const copy = await service.duplicate(war);
    expect(copy).toMatchObject({ name: 'Marne (copy)', origin: { kind: 'duplicate', of: war, name: 'Marne' } });
    expect((await library.record(copy.id)).origin).toEqual({ kind: 'duplicate', of: war, name: 'Marne' });
    const row = (await service.listCampaigns()).campaigns.find((c) => c.id === copy.id)!;
    const nameOf = (id: string): string | null => (id === war ? 'Marne' : null);
    expect(originInWords(row.origin, nameOf)).toBe('Copy of Marne');
  });

  it('Import keeps the file\'s name, the day, the file\'s campaign and its lineage; an import of an import one level of it', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 6, 'Ypres')).campaign.id;
    const branched = await service.playFrom(war, 3);
    if (!branched.ok) throw new Error('no branch');
    later();
    const branch = branched.update.campaign.id;
    const exported = await service.exportCampaign(branch);
    const imported = await service.importCampaign({ text: exported.text, fileName: 'ypres-what-if.campaign.json' });
    const at = new Date(Date.now()).toISOString();
    const origin = (await library.record(imported.id)).origin;
    expect(origin).toEqual({
      kind: 'imported', of: branch, name: branched.update.campaign.name, file: 'ypres-what-if.campaign.json', at,
      lineage: { kind: 'branch', of: war, name: 'Ypres', atMove: 3, atTurn: branched.update.campaign.board.turn },
    });
    expect(originInWords(origin, () => null, GB)).toBe('Imported from ypres-what-if.campaign.json on 28 Nov 2026');
    expect(originInWords(origin, () => null, US)).toBe('Imported from ypres-what-if.campaign.json on Nov 28, 2026');
    // Exported again and imported: the nearer import is kept as the lineage, without its own.
    later();
    const again = await service.importCampaign({ text: (await service.exportCampaign(imported.id)).text, fileName: 'again.json' });
    const second = (await library.record(again.id)).origin;
    expect(second).toMatchObject({ kind: 'imported', of: imported.id, file: 'again.json', lineage: { kind: 'imported', of: branch, file: 'ypres-what-if.campaign.json' } });
    expect(second?.kind === 'imported' && second.lineage?.kind === 'imported' && 'lineage' in second.lineage && second.lineage.lineage !== undefined).toBe(false);
    // The families: the import is of the branch's line, which is a what-if of the war.
    const list = await service.listCampaigns();
    const f = await inferFamilies([...list.campaigns, ...list.deleted], (id) => library.record(id).then((r) => r.actions));
    expect(f.get(imported.id)).toMatchObject({ line: branch, war });
    expect(f.get(again.id)).toMatchObject({ line: branch, war });
  });

  it('a file from another library is imported as a war of its own, its lineage kept', async () => {
    const { service } = await toyService();
    const elsewhere = await toyService();
    const stranger = (await newWar(elsewhere.service, 4, 'Far away', 77)).campaign.id;
    const imported = await service.importCampaign({ text: (await elsewhere.service.exportCampaign(stranger)).text, fileName: 'far.json' });
    expect(imported.origin).toMatchObject({ kind: 'imported', of: stranger, name: 'Far away', file: 'far.json', lineage: { kind: 'new' } });
    const stats = await service.statistics();
    expect(stats.all.played).toBe(1);
  });

  it('Play on an outdated campaign is a branch at its last legal move', async () => {
    const userData = tempDir();
    const first = await toyService({ userData, engine: toyEngine });
    const war = (await newWar(first.service, 12, 'Old rules')).campaign.id;
    await first.service.close();
    const editions: readonly RulesEdition[] = [...RULES_EDITIONS, { edition: RULES_EDITIONS.length, rulings: ['R29'], summary: 'a test edition' }];
    const fixed: EnginePort = makeToyEngine({ addBonus: 0, rollUntilTurn: 2 }, editions);
    const { service, library } = await toyService({ userData, engine: fixed });
    later();
    const branch = await service.playOnOutdated(war);
    if (!branch.ok) throw new Error('no branch');
    expect((await library.record(branch.update.campaign.id)).origin).toMatchObject({ kind: 'branch', of: war, name: 'Old rules', atMove: 5 });
  });

  it('a record\'s recorded family is used as it stands, even where inference would read it otherwise', async () => {
    const { service, library } = await toyService();
    const war = (await newWar(service, 6)).campaign.id;
    const copy = (await service.duplicate(war)).id;
    later();
    // Played on from the copy and the source both: inference alone (parent link) would call the copy a branch.
    await play(service, (await service.resume(war) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(6, 8));
    await play(service, (await service.resume(copy) as { ok: true; update: CampaignUpdate }).update, MOVES.slice(6, 9));
    const list = await service.listCampaigns();
    const f = await inferFamilies([...list.campaigns, ...list.deleted], (id) => library.record(id).then((r) => r.actions));
    expect(f.get(copy)).toMatchObject({ origin: { kind: 'duplicate', of: war }, line: war, war });
    const inferred = await inferFamilies([...list.campaigns, ...list.deleted].map((c) => ({ ...c, origin: null })), (id) => library.record(id).then((r) => r.actions));
    expect(inferred.get(copy)?.origin.kind).toBe('branch');
  });
});

describe('rename across tabs', () => {
  it('refuses to rename a campaign another tab plays, saying where to do it, and leaves its record as it was', async () => {
    const { service, newSession, library } = await toyService();
    const war = (await newWar(service, 2, 'Gorlice')).campaign.id;
    const other = newSession();
    await expect(other.renameCampaign(war, 'Tarnów')).rejects.toThrow('This campaign is open in another tab (or window) of Kaiserkrieg; rename it there.');
    expect((await library.record(war)).name).toBe('Gorlice');
    await other.close();
  });
});
