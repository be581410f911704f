// Where the e2e web host listens and keeps its user data; shared by playwright.config.ts, the host and specs.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const E2E_PORT = Number(process.env.KK_E2E_PORT ?? 5197);

/**
 * The renderer build the e2e serves: its own folder, so another build of out/renderer (npm run build:web,
 * bench:web) running at the same time cannot swap the files under the test. A run on another port (another
 * e2e in the same checkout at the same time) builds into a folder of its own too: a build empties its folder
 * first, and the host of the other run would serve "not built yet" meanwhile.
 */
export const E2E_RENDERER_DIR = E2E_PORT === 5197 ? 'out/e2e-renderer' : `out/e2e-renderer-${E2E_PORT}`;

/**
 * The environment variable carrying the e2e host's per-launch key (issue 13): playwright.config.ts sets it
 * once, the host takes it, and every page starts with the key in its sessionStorage (keyed-test.ts), as a tab
 * opened from the printed address does, so specs need not know.
 */
export const E2E_KEY_ENV = 'KK_E2E_KEY';

/** Wiped and refilled with fixture campaigns each time the e2e host starts. */
export const E2E_USER_DATA = process.env.KK_E2E_USER_DATA ?? join(tmpdir(), `kk-e2e-${E2E_PORT}`);

/** The fixture campaign that is over: resuming it shows the end screen. */
export const FINISHED_ID = 'finished-campaign';

/** A fixture saved "before a rules correction": resuming it plays on from the corrected position, with a notice. */
export const CORRECTED_ID = 'corrected-campaign';

/** A fixture whose last move is no longer legal: the Campaigns screen offers to play on from the one before. */
export const OUTDATED_ID = 'outdated-campaign';

/** A fixture whose file is damaged but whose backup is sound. */
export const DAMAGED_ID = 'damaged-campaign';

/** A fixture one move from a German Defeat (§15.2): its next legal action, with its own dice, loses the war. */
export const DEFEAT_ID = 'one-move-from-defeat';

/** The same position for the accessibility tour, which plays its last move: DEFEAT_ID stays in progress for its own spec. */
export const A11Y_DEFEAT_ID = 'a11y-one-move-from-defeat';

/** A long finished campaign (the golden standard Armistice, 27 turns): its History screen is stepped through. */
export const HISTORY_ID = 'history-campaign';

/** A CP Attack decision of its own for entente-turn.spec, which plays an attack there (the cp-attack fixture stays unplayed). */
export const ATTACK_ANIMATION_ID = 'attack-animation';
