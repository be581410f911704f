// The application menu as data (type-only electron import), so it is unit-tested without Electron;
// main/index.ts turns it into a Menu. Commands that need a screen go to the renderer.
import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/ipc.js';

export interface MenuActions {
  /** Forwards a command to the window (a screen or a question is needed). */
  command(command: MenuCommand): void;
  undo(): void;
  openSaveFolder(): void;
  /** Help ▸ Copy Diagnostics: versions, system and the log's last lines to the clipboard (issue 35). */
  copyDiagnostics(): void;
  /** Help ▸ Open Log Folder. */
  openLogFolder(): void;
  /** Help ▸ Check for Updates…: only when asked (issue 35). */
  checkForUpdates(): void;
  /** Help ▸ Check for Updates at Start, turned on or off. */
  setCheckUpdatesAtStart(on: boolean): void;
}

export interface MenuOptions {
  readonly isMac: boolean;
  readonly appName: string;
  /** Adds the developer tools item (unpackaged builds only). */
  readonly dev: boolean;
  readonly actions: MenuActions;
  /** Whether the app checks for updates at start (the player's opt-in; off by default). */
  readonly checkUpdatesAtStart?: boolean;
}

export function buildMenuTemplate({ isMac, appName, dev, actions, checkUpdatesAtStart = false }: MenuOptions): MenuItemConstructorOptions[] {
  const send = (command: MenuCommand) => () => actions.command(command);
  const settings: MenuItemConstructorOptions = { label: isMac ? 'Settings…' : '&Settings…', accelerator: 'CmdOrCtrl+,', click: send('settings') };

  const appMenu: MenuItemConstructorOptions = {
    label: appName,
    submenu: [
      { label: `About ${appName}`, click: send('about') },
      { type: 'separator' },
      settings,
      { type: 'separator' },
      { role: 'services' },
      { type: 'separator' },
      { role: 'hide' },
      { role: 'hideOthers' },
      { role: 'unhide' },
      { type: 'separator' },
      { role: 'quit' },
    ],
  };

  const file: MenuItemConstructorOptions = {
    label: isMac ? 'File' : '&File',
    submenu: [
      { label: 'New Campaign…', accelerator: 'CmdOrCtrl+N', click: send('new-campaign') },
      { label: 'Campaigns…', accelerator: 'CmdOrCtrl+O', click: send('campaigns') },
      { label: 'Bookmark This Moment…', accelerator: 'CmdOrCtrl+S', click: send('bookmark') },
      { type: 'separator' },
      { label: 'Import Campaign File…', click: send('import') },
      { label: 'Export Campaign File…', click: send('export') },
      { type: 'separator' },
      { label: 'Title Screen', click: send('title') },
      ...(isMac ? [] : [{ type: 'separator' } as const, settings, { type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };

  const edit: MenuItemConstructorOptions = {
    label: isMac ? 'Edit' : '&Edit',
    submenu: [
      // The game's own undo (it never takes back a die roll); text fields keep cut/copy/paste below.
      { label: 'Undo Last Action', accelerator: 'CmdOrCtrl+Z', click: () => actions.undo() },
      { type: 'separator' },
      { role: 'cut' },
      { role: 'copy' },
      { role: 'paste' },
      { role: 'selectAll' },
    ],
  };

  const view: MenuItemConstructorOptions = {
    label: isMac ? 'View' : '&View',
    submenu: [
      { role: 'togglefullscreen', accelerator: isMac ? 'Ctrl+Command+F' : 'F11' },
      { type: 'separator' },
      { role: 'resetZoom' },
      { role: 'zoomIn' },
      { role: 'zoomOut' },
      ...(dev ? [{ type: 'separator' } as const, { role: 'toggleDevTools' } as const] : []),
    ],
  };

  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: isMac ? 'Help' : '&Help',
    submenu: [
      { label: 'Rules', accelerator: 'F1', click: send('rules') },
      { label: 'Open Save Folder', click: () => actions.openSaveFolder() },
      { type: 'separator' },
      { label: 'Copy Diagnostics', click: () => actions.copyDiagnostics() },
      { label: 'Open Log Folder', click: () => actions.openLogFolder() },
      { label: 'Check for Updates…', click: () => actions.checkForUpdates() },
      { label: 'Check for Updates at Start', type: 'checkbox', checked: checkUpdatesAtStart, click: (item) => actions.setCheckUpdatesAtStart(item.checked === true) },
      ...(isMac ? [] : [{ type: 'separator' } as const, { label: `About ${appName}`, click: send('about') }]),
    ],
  };

  return [...(isMac ? [appMenu] : []), file, edit, view, ...(isMac ? [{ role: 'windowMenu' } as const] : []), help];
}
