// The statistics of the campaign library from a fresh process, for tools/bench/stats.ts: nothing cached in
// memory and no code run warm. Prints one JSON line of times in ms.
//   node --import tsx tools/bench/stats-child.ts USERDATA bare|app
//   bare: a GameService over a CampaignLibrary of <USERDATA>/campaigns, not opened; its first statistics().
//   app:  composeGameService, as the app starts (open() sweeps, brings in old saves and purges, which lists
//         once), then the Statistics screen's statistics().
import { composeGameService } from '../../main/compose.js';
import { engine } from '../../main/engine-port.js';
import { GameService } from '../../main/game-service.js';
import { CampaignLibrary } from '../../main/library/library.js';
import { campaignsDir, savesDir } from '../../main/paths.js';
import { memorySettings } from '../../main/settings-model.js';

const [userData, mode] = process.argv.slice(2);
const loadedMs = performance.now(); // since the process started: node, tsx and every module
const cpu0 = process.cpuUsage();
const t0 = performance.now();
const service = mode === 'app'
  ? await composeGameService({ userData, appVersion: 'bench', settings: memorySettings() })
  : new GameService({
    engine, settings: memorySettings(), appVersion: 'bench', randomSeed: () => 1,
    library: new CampaignLibrary({ dir: campaignsDir(userData), oldSavesDir: savesDir(userData), engine, appVersion: 'bench' }),
  });
const openMs = performance.now() - t0;
const t1 = performance.now();
const stats = await service.statistics();
const statsMs = performance.now() - t1;
const used = process.cpuUsage(cpu0);
console.log(JSON.stringify({
  loadedMs, openMs, statsMs, cpuMs: (used.user + used.system) / 1000,
  played: stats.all.played, finished: stats.all.finished, armistices: stats.all.armistices, defeats: stats.all.defeats,
}));
