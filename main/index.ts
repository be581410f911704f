// Electron main process: the composition root and the only module (with preload.ts) that imports
// electron at run time. Everything it wires is tested in plain Node (tests/main).
import { app, BrowserWindow, clipboard, crashReporter, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron';
import { release as osRelease } from 'node:os';
import { promises as fs } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MENU_CHANNEL, type MenuCommand } from '../shared/ipc.js';
import { RELOADED_AFTER_CRASH, RELOADED_PARAM } from '../shared/reload-notice.js';
import { APP_PAGE, APP_SCHEME, APP_SCHEME_PRIVILEGES, appPageUrl, appProtocolHandler } from './app-protocol.js';
import { CURRENT_RULES_EDITION } from '../shared/data/rules-editions.js';
import { composeSessions } from './compose.js';
import { diagnosticsText } from './diagnostics/diagnostics-text.js';
import { logsDir, RotatingLog } from './diagnostics/log-file.js';
import { reportProblem, setProblemSink } from './diagnostics/problems.js';
import { checkForUpdates, releasesPageOf } from './updates/update-check.js';
import type { GameService } from './game-service.js';
import { registerIpcHandlers } from './ipc.js';
import { devServerUrl } from './dev-mode.js';
import { buildMenuTemplate } from './menu-template.js';
import { campaignsDir } from './paths.js';
import { hardenWebContents, refuseDownloads, requestVerdict } from './security.js';
import { reloadAfterCrashes } from './renderer-crash.js';
import { campaignFileInArgv, CAMPAIGN_FILE_EXTENSION, openCampaignFile } from './open-file.js';
import { makeSenderCheck } from './sender-check.js';
import { openElectronSettings } from './settings.js';
import { choiceOfButton, guardClose, LEAVE_BUTTONS, mayLeave, STAY_BUTTON, type LeaveChoice } from './unsaved-guard.js';
import type { SettingsStore } from './settings-model.js';
import { captureWindowState, restoreBounds } from './window-state.js';
import { windowSessions, type WindowSessions } from './window-sessions.js';

const here = fileURLToPath(new URL('.', import.meta.url)); // out/main/
const PRELOAD = join(here, '../preload/index.cjs');
// Served as app://kaiserkrieg/… (main/app-protocol.ts), never as file: URLs.
const RENDERER_DIR = join(here, '../renderer');
// The dev server only in an explicit development run (npm run dev); a packaged app never loads anything over http.
const DEV_URL = devServerUrl({ isPackaged: app.isPackaged, argv: process.argv, env: process.env });

let mainWindow: BrowserWindow | null = null;

// Diagnostics on the player's machine only (issue 35): crash dumps kept in userData (never uploaded), and a
// rotating log of problems (main/diagnostics) that Help ▸ Copy diagnostics reads back.
crashReporter.start({ uploadToServer: false });
const diagnosticsLog = new RotatingLog(logsDir(app.getPath('userData')));
setProblemSink((source, message) => diagnosticsLog.write(source, message));
process.on('uncaughtExceptionMonitor', (e) => reportProblem('main', e));
process.on('unhandledRejection', (e) => reportProblem('main', e));

/** Help ▸ Check for Updates…: the only time the app goes online (docs/desktop.md); never installs anything. */
async function checkForUpdatesNow({ atStart = false } = {}): Promise<void> {
  const releasesPage = releasesPageOf(await readAppPackage());
  const answer = await checkForUpdates({ currentVersion: app.getVersion(), releasesPage, fetch: (url, init) => fetch(url, init) });
  if (answer.kind === 'unknown') reportProblem('updates', answer.message);
  if (atStart && answer.kind !== 'newer') return; // at start, only news is worth a word
  const buttons = answer.kind === 'up-to-date' || releasesPage === null ? ['OK'] : ['Open the Releases Page', 'Not Now'];
  const options = { type: 'info' as const, title: 'Check for Updates', message: answer.message, buttons, defaultId: 0, cancelId: buttons.length - 1, noLink: true };
  const { response } = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
  if (answer.kind !== 'up-to-date' && releasesPage !== null && response === 0) await shell.openExternal(releasesPage);
}

/** The app's own package.json (inside the bundle), where the release workflow stamps its releases page. */
async function readAppPackage(): Promise<unknown> {
  try {
    return JSON.parse(await fs.readFile(join(app.getAppPath(), 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

function copyDiagnostics(): void {
  const text = diagnosticsText({
    appVersion: app.getVersion(), rulesEdition: CURRENT_RULES_EDITION, system: `${process.platform} ${osRelease()} (${process.arch})`,
    electron: process.versions.electron ?? '?', chrome: process.versions.chrome ?? '?', node: process.versions.node, logLines: diagnosticsLog.lastLines(40),
  });
  clipboard.writeText(text);
  void dialog.showMessageBox({ type: 'info', title: 'Kaiserkrieg!', message: 'The diagnostics are on the clipboard', detail: 'Paste them into your bug report. They hold the versions, your system and the last lines of the log: no campaign.' });
}

function sendToWindow(channel: string, payload: unknown): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(channel, payload);
}

/** Asks, with a native message box, whether to go without the moves the disk refused (main/unsaved-guard.ts). */
async function askAboutUnsaved(sentence: string): Promise<LeaveChoice> {
  const options = { type: 'warning' as const, title: 'Kaiserkrieg!', message: 'Some moves are not saved', detail: sentence, buttons: [...LEAVE_BUTTONS], defaultId: STAY_BUTTON, cancelId: STAY_BUTTON, noLink: true };
  const { response } = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
  return choiceOfButton(response);
}

/** Before opening a campaign file: whether to go on without the moves the disk refused. */
async function askBeforeOpening(sentence: string): Promise<LeaveChoice> {
  const options = { type: 'warning' as const, title: 'Kaiserkrieg!', message: 'Some moves are not saved', detail: `${sentence}\n\nThe campaign file is added to your campaigns either way.`, buttons: [LEAVE_BUTTONS[0], LEAVE_BUTTONS[1], 'Open it without those moves'], defaultId: STAY_BUTTON, cancelId: STAY_BUTTON, noLink: true };
  const { response } = mainWindow ? await dialog.showMessageBox(mainWindow, options) : await dialog.showMessageBox(options);
  return choiceOfButton(response);
}

/** Campaign files opened before the window could take them (macOS's open-file comes before ready). */
const waitingFiles: string[] = [];
let openInWindow: ((path: string) => void) | null = null;

function openFile(path: string): void {
  if (openInWindow) openInWindow(path);
  else waitingFiles.push(path);
}

function loadGamePage(win: BrowserWindow, query: Record<string, string> = {}): Promise<void> {
  if (!DEV_URL) return win.loadURL(appPageUrl(query));
  const url = new URL(DEV_URL);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return win.loadURL(url.href);
}

function createWindow(settings: SettingsStore, windows: WindowSessions): BrowserWindow {
  const restored = restoreBounds(settings.get().window, screen.getAllDisplays().map((d) => d.workArea));
  const win = new BrowserWindow({
    ...restored.bounds,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: 'Kaiserkrieg!',
    backgroundColor: '#1d1c18',
    // Spelled out here (not built elsewhere) so electronegativity's static check can see every flag.
    webPreferences: {
      preload: PRELOAD,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  win.once('ready-to-show', () => {
    if (restored.maximized) win.maximize();
    if (restored.fullScreen) win.setFullScreen(true);
    win.show();
  });
  win.on('close', () => {
    try {
      settings.update({ window: captureWindowState(win) });
    } catch {
      // Forgetting the window size is harmless.
    }
  });
  // The window's own session: its campaign's unsaved moves are the ones this close would drop.
  guardClose(win, () => mayLeave({ service: windows.serviceFor(win.webContents), ask: askAboutUnsaved, tell: (message) => void dialog.showMessageBox(win, { type: 'info', message }) }));
  win.on('closed', () => {
    mainWindow = null;
  });
  // A crashed page is reloaded (never a blank window), and says why; a page that keeps crashing is not.
  // The page's errors and its crashes go to the diagnostics log (its words, never the campaign).
  win.webContents.on('console-message', (details: { level?: unknown; message?: unknown }, level?: unknown, message?: unknown) => {
    const lvl = details.level ?? level;
    if (lvl === 'error' || lvl === 3) reportProblem('window', String(details.message ?? message));
  });
  win.webContents.on('render-process-gone', (_event: unknown, details: { reason?: string }) => reportProblem('window', `the page stopped (${details.reason ?? 'unknown'})`));
  reloadAfterCrashes(win, {
    reload: () => void loadGamePage(win, { [RELOADED_PARAM]: RELOADED_AFTER_CRASH }),
    giveUp: (message) => dialog.showErrorBox('The game window stopped working', message),
  });
  void loadGamePage(win);
  return win;
}

function installMenu(service: GameService, settings: SettingsStore): void {
  const template = buildMenuTemplate({
    checkUpdatesAtStart: settings.get().checkUpdatesAtStart,
    isMac: process.platform === 'darwin',
    appName: app.getName(),
    dev: !app.isPackaged,
    actions: {
      command: (command: MenuCommand) => sendToWindow(MENU_CHANNEL, command),
      // The window undoes, as with Ctrl+Z: it says why when the last move cannot be taken back.
      undo: () => sendToWindow(MENU_CHANNEL, 'undo'),
      // The player asked for the folder: where it is may be said here (and only here: errors name no path).
      copyDiagnostics,
      checkForUpdates: () => void checkForUpdatesNow(),
      setCheckUpdatesAtStart: (on) => {
        try {
          settings.update({ checkUpdatesAtStart: on });
        } catch {
          // A setting that cannot be saved: the menu shows the choice for this run only.
        }
      },
      openLogFolder: () => void fs.mkdir(logsDir(app.getPath('userData')), { recursive: true }).then(() => shell.openPath(logsDir(app.getPath('userData')))),
      openSaveFolder: () => void service.openSaveFolder().catch((e: unknown) => {
        const why = e instanceof Error ? e.message : String(e);
        dialog.showErrorBox('Open save folder', `${why}\n\nYour campaigns are kept in ${campaignsDir(app.getPath('userData'))}`);
      }),
    },
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  ses.setPermissionCheckHandler(() => false);
  refuseDownloads(ses);
  // Fully offline: anything but our own app:// files (and the dev server in development) is cancelled.
  // requestVerdict never throws, so every request is answered (a throw here would leave it hanging).
  ses.webRequest.onBeforeRequest((details, callback) => callback(requestVerdict(details.url, RENDERER_DIR, DEV_URL)));
}

async function start(): Promise<void> {
  lockDownSession();
  protocol.handle(APP_SCHEME, appProtocolHandler(RENDERER_DIR));
  const settings = openElectronSettings(app.getPath('userData'));
  // A link, folder or pipe at settings.json: the defaults for this run, and the player is told why.
  if (settings.problem) void dialog.showMessageBox({ type: 'warning', title: 'Settings', message: `${settings.problem} Kaiserkrieg starts with the default settings and leaves that file alone.` });
  const sessions = await composeSessions({
    userData: app.getPath('userData'),
    appVersion: app.getVersion(),
    settings,
    platform: {
      chooseExportPath: async (defaultName, kind = 'campaign') => {
        const file = kind === 'statistics'
          ? { title: 'Export statistics', filters: [{ name: 'Spreadsheet table (CSV)', extensions: ['csv'] }] }
          : kind === 'report'
            ? { title: 'Save the after-action report', filters: [{ name: 'Web page (HTML)', extensions: ['html'] }] }
            : { title: 'Export campaign file', filters: [{ name: 'Kaiserkrieg campaign', extensions: [CAMPAIGN_FILE_EXTENSION] }] };
        const options = { ...file, defaultPath: join(app.getPath('documents'), defaultName) };
        const result = mainWindow ? await dialog.showSaveDialog(mainWindow, options) : await dialog.showSaveDialog(options);
        return result.canceled || !result.filePath ? null : result.filePath;
      },
      writeExport: (path, text) => fs.writeFile(path, text, 'utf8'),
      openFolder: async (path) => {
        await fs.mkdir(path, { recursive: true });
        const failure = await shell.openPath(path); // '' when it opened; otherwise the reason
        if (failure) throw new Error(`The save folder could not be opened: ${failure}`); // no path in an error (issue 13)
      },
      quit: () => app.quit(),
    },
  });
  // Each window plays the campaign it opened (issue #28): a session per webContents, its pushes to it alone.
  const windows = windowSessions(() => sessions.open());
  registerIpcHandlers(ipcMain, { serviceFor: (event) => windows.serviceFor(event.sender), isTrustedSender: makeSenderCheck({ page: APP_PAGE, devServerUrl: DEV_URL }) });
  // The menu's own session: it only opens the save folder, never a campaign.
  installMenu(sessions.open(), settings);
  // Online at start only when the player turned it on (Help ▸ Check for Updates at Start).
  if (settings.get().checkUpdatesAtStart) void checkForUpdatesNow({ atStart: true });
  // The campaigns' locks go with the app (a crash leaves them to be taken over: its process is gone).
  app.on('will-quit', () => void Promise.all(windows.all().map((s) => s.close())).then(() => sessions.close()));
  mainWindow = createWindow(settings, windows);
  app.on('activate', () => {
    if (mainWindow === null) mainWindow = createWindow(settings, windows);
  });
  // A campaign file opened from outside (issue 35): imported into the window's session and shown there, once
  // its page is up to hear of it (main/open-file.ts). The first instance's own command line may name one.
  openInWindow = (path) => {
    if (mainWindow === null) mainWindow = createWindow(settings, windows);
    const win = mainWindow;
    const open = (): void => void openCampaignFile(path, { service: windows.serviceFor(win.webContents), ask: askBeforeOpening, tell: (message) => void dialog.showMessageBox(win, { type: 'info', message }) });
    if (win.webContents.isLoading()) win.webContents.once('did-finish-load', open);
    else open();
  };
  const atStart = campaignFileInArgv(process.argv, process.cwd());
  for (const path of [...(atStart ? [atStart] : []), ...waitingFiles.splice(0)]) openInWindow(path);
}

// Before ready, as Electron requires: app:// is a standard, secure scheme with fetch and streaming.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
// One instance only: a second launch focuses the first window and exits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // A second launch with a campaign file (a double-click while the game is open) opens it here.
  app.on('second-instance', (_event, argv: string[], workingDirectory: string) => {
    const file = campaignFileInArgv(argv, workingDirectory);
    if (file) openFile(file);
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  // macOS: a campaign file double-clicked in the Finder (or dropped on the Dock icon), before or after ready.
  app.on('open-file', (event: { preventDefault(): void }, path: string) => {
    event.preventDefault();
    openFile(path);
  });
  app.on('web-contents-created', (_event, contents) => hardenWebContents(contents));
  app.on('window-all-closed', () => app.quit());
  app.whenReady().then(start).catch((e: unknown) => {
    dialog.showErrorBox('Kaiserkrieg could not start', e instanceof Error ? e.message : String(e));
    app.quit();
  });
}
