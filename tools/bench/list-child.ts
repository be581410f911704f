// One listing of the campaign library from a fresh process, for tools/bench/saves.ts: nothing is cached in
// memory and no code has run warm. Prints one JSON line of times in ms.
//   node --import tsx tools/bench/list-child.ts USERDATA bare|app
//   bare: a CampaignLibrary over <USERDATA>/campaigns, as main/compose.ts builds it, and its first list().
//   app:  composeGameService, as the app starts (open() sweeps, brings in old saves and purges, which lists
//         once), then the Campaigns screen's listCampaigns().
import { engine } from '../../main/engine-port.js';
import { composeGameService } from '../../main/compose.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import { memorySettings } from '../../main/settings-model.js';

const [userData, mode] = process.argv.slice(2);
const loaded = performance.now(); // since the process started: node, tsx and every module
let openMs = 0;
let list;
const t0 = performance.now();
const cpu0 = process.cpuUsage();
const cpuMs = (): number => {
  const used = process.cpuUsage(cpu0);
  return (used.user + used.system) / 1000;
};
if (mode === 'app') {
  const service = await composeGameService({ userData, appVersion: 'bench', settings: memorySettings() });
  openMs = performance.now() - t0;
  const t1 = performance.now();
  list = await service.listCampaigns();
  console.log(JSON.stringify({ loadedMs: loaded, openMs, listMs: performance.now() - t1, totalMs: performance.now() - t0, cpuMs: cpuMs(), count: list.campaigns.length + list.deleted.length, problems: list.problems.length }));
} else {
  const library = new CampaignLibrary({ dir: campaignsDir(userData), oldSavesDir: savesDir(userData), engine, appVersion: 'bench' });
  list = await library.list();
  const listMs = performance.now() - t0;
  console.log(JSON.stringify({ loadedMs: loaded, openMs, listMs, totalMs: listMs, cpuMs: cpuMs(), count: list.campaigns.length + list.deleted.length, problems: list.problems.length }));
}
