// Builds the GameService from its parts; shared by Electron (main/index.ts) and the web host.
import { randomInt } from 'node:crypto';
import { engine as realEngine, type EnginePort } from './engine-port.js';
import { ADVISOR_SEED, GameService, type AdvisorPort, type LiveParts, type Platform } from './game-service.js';
import { campaignsDir, savesDir } from './paths.js';
import { CampaignLibrary } from './library/library.js';
import { AdvisorPool } from './advisor/worker-pool.js';
import { takingTurns } from './advisor/taking-turns.js';
import { OpenCampaigns } from './open-campaigns.js';
import type { SettingsStore } from './settings-model.js';
import { ReviewDesk } from './review/review-desk.js';
import { ReviewPool } from './review/review-pool.js';
import { shippingPolicy } from '../shared/advisor/index.js';
import { FIRM_BUDGET, FIRST_PASS_BUDGET, ROLL_BUDGET } from '../shared/review/index.js';

/**
 * The app's sessions start the advisor's warm-up this long after a campaign opens: once its board is drawn (the
 * warm-up takes both cores for about a second and a half), and well before a player's first ask.
 */
export const WARM_ADVISOR_AFTER_MS = 2000;

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
  /** Warm the advisor when a campaign opens (GameServiceDeps.warmAdvisor): the app's sessions do unless told; a service alone only when told. */
  readonly warmAdvisor?: boolean;
  /** When the app's sessions warm it, how long after a campaign opens (GameServiceDeps.warmAdvisorAfterMs). */
  readonly warmAdvisorAfterMs?: number;
  /** The reviews of wars (issue #34); worker threads over every core with the General Staff's first-pass budget unless told. */
  readonly reviews?: ReviewDesk;
}

/** The app's reviews: the General Staff's seed and policy, the first pass's budgets, its full budget to firm up, in worker threads. */
function reviewDesk(options: ComposeOptions): ReviewDesk {
  return options.reviews ?? new ReviewDesk(new ReviewPool(), { seed: ADVISOR_SEED, policy: shippingPolicy(), budget: FIRST_PASS_BUDGET, rollBudget: ROLL_BUDGET, firmBudget: FIRM_BUDGET });
}

/**
 * One GameService per window (Electron) or tab (web host), each playing the campaign it opened: they share
 * the library, the settings, the advisor's workers and the register of which session has which campaign.
 */
export interface GameSessions {
  readonly library: CampaignLibrary;
  /** A new session (a window or a tab opened): it plays nothing until it starts or opens a campaign. */
  open(platform?: Platform): GameService;
  /** At quit: the advisor's workers end (each session's close lets go of its own campaign). */
  close(): Promise<void>;
}

async function openLibrary(options: ComposeOptions, engine: EnginePort): Promise<CampaignLibrary> {
  const library = new CampaignLibrary({ dir: campaignsDir(options.userData), oldSavesDir: savesDir(options.userData), engine, appVersion: options.appVersion });
  await library.open(); // sweeps a crash's temp files, brings in old saves; a problem is kept, never thrown
  return library;
}

export async function composeSessions(options: ComposeOptions): Promise<GameSessions> {
  const engine = options.engine ?? realEngine;
  const library = await openLibrary(options, engine);
  const advisor = options.advisor ?? new AdvisorPool();
  // One tab's ask never cancels another's answer, and a session's close leaves the workers to the others.
  const sharedAdvisor = takingTurns(advisor);
  const openCampaigns = new OpenCampaigns<LiveParts>();
  const reviews = reviewDesk(options);
  return {
    library,
    open: (platform = options.platform) => new GameService({
      engine,
      library,
      settings: options.settings,
      appVersion: options.appVersion,
      randomSeed: () => randomInt(0, 0x1_0000_0000),
      platform,
      advisor: sharedAdvisor,
      adviceBudget: options.adviceBudget,
      warmAdvisor: options.warmAdvisor ?? true,
      warmAdvisorAfterMs: options.warmAdvisorAfterMs ?? WARM_ADVISOR_AFTER_MS,
      openCampaigns,
      reviews,
    }),
    // A review running stops and is kept as far as it went.
    close: () => Promise.all([reviews.close(), advisor.close()]).then(() => undefined),
  };
}

/** One GameService alone (kk, tests, benchmarks): its close also ends the advisor's workers. */
export async function composeGameService(options: ComposeOptions): Promise<GameService> {
  const engine = options.engine ?? realEngine;
  const library = await openLibrary(options, engine);
  return new GameService({
    engine,
    library,
    settings: options.settings,
    appVersion: options.appVersion,
    randomSeed: () => randomInt(0, 0x1_0000_0000),
    platform: options.platform,
    advisor: options.advisor ?? new AdvisorPool(),
    adviceBudget: options.adviceBudget,
    warmAdvisor: options.warmAdvisor,
    reviews: reviewDesk(options),
  });
}
