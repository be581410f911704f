// Campaign files renamed by hand (issue #28, F11): a name that is not an id is listed under the library's
// problems with what to do, never hidden; a renamed campaign whose backup is left behind is not "damaged".
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_OPTIONS } from '../../shared/data/optional-rules.js';
import { afterEach, describe, expect, it } from 'vitest';
import { toyService } from './fixtures/service.js';
import { removeTempDirs } from './fixtures/setup.js';
import { seenNow } from './fixtures/seen.js';

afterEach(removeTempDirs);

describe('campaign files renamed by hand', () => {
  it('lists names that are not ids under the problems, saying what to do, and leaves the files alone', async () => {
    const { service, dir } = await toyService();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { campaign } = await service.newCampaign({ seed: i, options: DEFAULT_OPTIONS });
      await service.act(campaign.board.prompt!.actions[0], await seenNow(service));
      ids.push(campaign.id);
    }
    const names = ['My Campaign.campaign.json', 'feldzug-ü.campaign.json', 'My-Campaign.campaign.json'];
    for (let i = 0; i < 3; i++) await fs.rename(join(dir, `${ids[i]}.campaign.json`), join(dir, names[i]));
    const list = await service.listCampaigns();
    for (const name of names) {
      const said = list.problems.filter((p) => p.includes(`"${name}"`));
      expect(said).toHaveLength(1);
      expect(said[0]).toMatch(/not named like a campaign file/);
      expect(said[0]).toMatch(/import it from the Campaigns screen/);
    }
    for (const name of names) await expect(fs.stat(join(dir, name))).resolves.toBeTruthy();
  });

  it('a renamed campaign whose backup is left is said to be missing, not damaged; one set aside as damaged still says so', async () => {
    const { service, library, dir } = await toyService();
    const { campaign } = await service.newCampaign({ seed: 1, options: DEFAULT_OPTIONS });
    await service.act(campaign.board.prompt!.actions[0], await seenNow(service));
    await service.act((await service.current())!.board.prompt!.actions[0], await seenNow(service));
    const renamed = campaign.id;
    await service.close();
    expect(await library.files.hasBackup(renamed)).toBe(true);
    await fs.rename(join(dir, `${renamed}.campaign.json`), join(dir, 'Mein Krieg.campaign.json'));
    const row = (await library.list()).campaigns.find((c) => c.id === renamed);
    expect(row?.problem).toMatch(/its file is missing \(renamed or removed outside Kaiserkrieg\); the previous version is kept/);
    expect(row?.problem).not.toMatch(/damaged/);
    // A file the library itself set aside as damaged keeps its sentence.
    await fs.writeFile(join(dir, `${renamed}.campaign.json`), 'not a campaign');
    expect((await library.load(renamed)).ok).toBe(false);
    const again = (await library.list()).campaigns.find((c) => c.id === renamed);
    expect(again?.problem).toMatch(/its file was damaged and has been set aside/);
  });
});
