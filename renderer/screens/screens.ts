// Full-screen pages over the board: title, new campaign, load, save as, settings, and the end screen.
import type { CampaignUpdate, GameApi, PlayerSettings, SlotInfo, TitleInfo } from '../../shared/ipc.js';
import type { GameOver, Options } from '../../shared/engine/index.js';
import { button, el, field } from './dom.js';
import { exportSlot, importButton, openFolderButton, type SaveFileHandlers } from './save-files.js';
export interface ScreenHandlers {
  readonly api: GameApi;
  /** A campaign was started or loaded: close screens and show the board (the call's update shows it). */
  onPlaying(update: CampaignUpdate): void;
  onSettings(s: PlayerSettings): void;
  showError(message: string): void;
}

export class Screens {
  readonly root = el('div', { class: 'screen', id: 'screen' });

  constructor(private readonly h: ScreenHandlers) {
    this.hide();
  }

  get open(): boolean {
    return this.root.style.display !== 'none';
  }

  hide(): void {
    this.root.style.display = 'none';
    this.root.replaceChildren();
  }

  private show(id: string, ...children: (Node | null)[]): void {
    this.root.replaceChildren(el('div', { class: 'card', id }, children));
    this.root.style.display = '';
  }

  async title(): Promise<void> {
    let info: TitleInfo;
    try {
      info = await this.h.api.title();
    } catch (e) {
      this.h.showError((e as Error).message);
      return;
    }
    const summary = info.continueSummary;
    this.show('title-screen',
      el('h1', { text: 'Kaiserkrieg!' }),
      el('p', { class: 'sub', text: 'The Great War 1914–1918 — you hold the Central Powers.' }),
      info.continueSlot ? button(`Continue${summary?.turn ? ` (turn ${summary.turn})` : ''}`, () => void this.continueLast(), 'btn big') : null,
      button('New campaign', () => this.newCampaign(info), 'btn big'),
      button('Load', () => void this.load(), 'btn big'),
      button('Settings', () => void this.settings(true), 'btn big'),
      el('p', { class: 'fine', text: `Version ${info.appVersion}` }),
    );
  }

  private async continueLast(): Promise<void> {
    const r = await this.h.api.continueLast();
    if (r.ok) this.h.onPlaying(r.update);
    else this.h.showError(`Could not continue: ${r.problem.reason}`);
  }

  newCampaign(info: TitleInfo): void {
    const seed = el('input', { id: 'seed' });
    seed.type = 'number';
    seed.value = String(info.suggestedSeed);
    const hundred = checkbox('opt-hundred-days', info.defaultOptions.hundredDays);
    const indians = checkbox('opt-indians-twice', info.defaultOptions.indiansTwice);
    const cruisers = el('select', { id: 'opt-remove-cruisers' }, [0, 1, 2].map((n) => option(String(n), n === 0 ? 'none' : String(n))));
    cruisers.value = String(info.defaultOptions.removeCruisers);
    this.show('new-screen',
      el('h2', { text: 'New campaign' }),
      field('Seed', seed),
      field('The Hundred Days (optional rule)', hundred),
      field('Indians attack twice (optional rule)', indians),
      field('Beginner: remove cruisers', cruisers),
      el('div', { class: 'row' }, [
        button('Start', () => {
          const options: Options = { hundredDays: hundred.checked, indiansTwice: indians.checked, removeCruisers: Number(cruisers.value) as 0 | 1 | 2 };
          this.h.api.newCampaign({ seed: Math.max(0, Math.floor(Number(seed.value) || 0)), options })
            .then((u) => this.h.onPlaying(u), (e: Error) => this.h.showError(e.message));
        }, 'btn big'),
        button('Back', () => void this.title()),
      ]),
    );
  }

  /** A status line for a screen, and the handlers the save-file buttons report through. */
  private fileHandlers(): { status: HTMLElement; files: SaveFileHandlers } {
    const status = el('p', { class: 'fine', id: 'files-status' });
    status.setAttribute('role', 'status');
    return { status, files: { api: this.h.api, say: (m) => { status.textContent = m; }, showError: this.h.showError } };
  }

  async load(message = ''): Promise<void> {
    const slots = await this.h.api.listSaves();
    const { status, files } = this.fileHandlers();
    status.textContent = message;
    const rows = slots.length === 0 ? [el('p', { text: 'No saved campaigns yet.' })] : slots.map((s) => this.slotRow(s, files));
    const list = el('div', { class: 'slots' }, rows);
    // Many slots must not push the buttons off the fixed-size stage.
    list.style.maxHeight = '560px';
    list.style.overflowY = 'auto';
    this.show('load-screen',
      el('h2', { text: 'Load a campaign' }),
      list,
      status,
      el('div', { class: 'row' }, [
        importButton(files, (info) => void this.load(`Imported as "${info.slot}".`)),
        openFolderButton(files),
        button('Back', () => void this.title()),
      ]),
    );
  }

  private slotRow(s: SlotInfo, files: SaveFileHandlers): HTMLElement {
    const when = s.savedAt ? new Date(s.savedAt).toLocaleString() : '';
    const desc = s.problem ? `damaged: ${s.problem}` : `turn ${s.turn ?? '?'}${s.finished ? ' (finished)' : ''} · ${when}`;
    return el('div', { class: 'slot', id: `slot-${s.slot}` }, [
      el('b', { text: s.slot }), el('span', { text: desc }),
      button('Load', () => void this.h.api.load(s.slot).then((r) => r.ok ? this.h.onPlaying(r.update) : this.h.showError(`${r.problem.reason}${r.problem.backupAvailable ? ' — a backup exists.' : ''}`))),
      s.hasBackup ? button('Backup', () => void this.h.api.loadBackup(s.slot).then((r) => r.ok ? this.h.onPlaying(r.update) : this.h.showError(r.problem.reason))) : null,
      s.problem ? null : button('Export', () => void exportSlot(files, s.slot)),
      button('Delete', () => void this.h.api.deleteSave(s.slot).then(() => this.load())),
    ]);
  }

  saveAs(currentSlot: string): void {
    const name = el('input', { id: 'slot-name' });
    name.value = currentSlot === 'autosave' ? 'campaign-1' : currentSlot;
    const { status, files } = this.fileHandlers();
    this.show('save-screen',
      el('h2', { text: 'Save campaign' }),
      field('Slot name (a–z, 0–9, - and _)', name),
      status,
      el('div', { class: 'row' }, [
        button('Save', () => {
          this.h.api.saveAs(name.value.trim().toLowerCase()).then(
            (info) => { status.textContent = `Saved to "${info.slot}".`; this.hide(); },
            (e: Error) => { status.textContent = e.message; },
          );
        }, 'btn big'),
        button('Cancel', () => this.hide()),
      ]),
      el('div', { class: 'row' }, [
        // The file holds the campaign as last autosaved in its slot, i.e. as it stands now.
        button('Export this campaign…', () => void exportSlot(files, currentSlot)),
        openFolderButton(files),
      ]),
    );
  }

  /** Opened from the title screen (no campaign in play): Apply and Cancel go back to it. */
  async settings(fromTitle = false): Promise<void> {
    const close = (): void => { if (fromTitle) void this.title(); else this.hide(); };
    const s = await this.h.api.getSettings();
    const volume = el('input', { id: 'volume' });
    volume.type = 'range';
    volume.min = '0';
    volume.max = '1';
    volume.step = '0.05';
    volume.value = String(s.volume);
    const mute = checkbox('mute', s.muted);
    const speed = el('select', { id: 'speed' }, [['0', 'Instant'], ['0.5', 'Slow'], ['1', 'Normal'], ['2', 'Fast'], ['4', 'Very fast']].map(([v, l]) => option(v, l)));
    speed.value = String(s.animationSpeed);
    const palette = el('select', { id: 'palette' }, [option('standard', 'Standard'), option('colour-blind', 'Colour-blind safe')]);
    palette.value = s.colourBlind ? 'colour-blind' : 'standard';
    this.show('settings-screen',
      el('h2', { text: 'Settings' }),
      field('Volume', volume), field('Mute', mute), field('Animation speed', speed), field('Colours', palette),
      el('div', { class: 'row' }, [
        button('Apply', () => {
          const patch = { volume: Number(volume.value), animationSpeed: Number(speed.value), colourBlind: palette.value === 'colour-blind', muted: mute.checked };
          this.h.api.setSettings(patch).then((next) => {
            this.h.onSettings(next);
            close();
          }, (e: Error) => this.h.showError(e.message));
        }, 'btn big'),
        button('Cancel', close),
      ]),
    );
  }

  end(over: GameOver): void {
    const rows = Object.entries(over.breakdown).map(([k, v]) => el('tr', {}, [el('td', { text: k.replace(/-/g, ' ') }), el('td', { text: String(v) })]));
    this.show('end-screen',
      el('h1', { text: over.result === 'defeat' ? 'Defeat' : 'Armistice' }),
      el('p', { class: 'sub', text: over.result === 'defeat' ? `The home front collapsed on turn ${over.turn}.` : `The guns fall silent. Result: ${over.band}.` }),
      el('p', { text: `Victory points: ${over.vp} — ${over.band}` }),
      rows.length ? el('table', { class: 'vp' }, rows) : null,
      el('div', { class: 'row' }, [button('Look at the board', () => this.hide()), button('Title', () => void this.title(), 'btn big')]),
    );
  }
}

function checkbox(id: string, checked: boolean): HTMLInputElement {
  const c = el('input', { id });
  c.type = 'checkbox';
  c.checked = checked;
  return c;
}

function option(value: string, label: string): HTMLOptionElement {
  const o = el('option', { text: label });
  o.value = value;
  return o;
}
