// Builds the GameService from its parts; shared by Electron (main/index.ts) and the web host.
import { randomInt } from 'node:crypto';
import { engine as realEngine, type EnginePort } from './engine-port.js';
import { GameService, type AdvisorPort, type Platform } from './game-service.js';
import { campaignsDir, savesDir } from './paths.js';
import { CampaignLibrary } from './library/library.js';
import { AdvisorPool } from './advisor/worker-pool.js';
import type { SettingsStore } from './settings-model.js';

export interface ComposeOptions {
  readonly userData: string;
  readonly appVersion: string;
  readonly settings: SettingsStore;
  readonly platform?: Platform;
  readonly engine?: EnginePort;
  /** The advisor's rollouts; a worker pool over every core unless told (tests). */
  readonly advisor?: AdvisorPort;
  /** Rollouts per action at most in an advisor's answer (kk play --rollouts); the advisor's own budget unless told. */
  readonly adviceBudget?: number;
}

export async function composeGameService(options: ComposeOptions): Promise<GameService> {
  const engine = options.engine ?? realEngine;
  const library = new CampaignLibrary({ dir: campaignsDir(options.userData), oldSavesDir: savesDir(options.userData), engine, appVersion: options.appVersion });
  await library.open(); // sweeps a crash's temp files, brings in old saves; a problem is kept, never thrown
  return new GameService({
    engine,
    library,
    settings: options.settings,
    appVersion: options.appVersion,
    randomSeed: () => randomInt(0, 0x1_0000_0000),
    platform: options.platform,
    advisor: options.advisor ?? new AdvisorPool(),
    adviceBudget: options.adviceBudget,
  });
}
