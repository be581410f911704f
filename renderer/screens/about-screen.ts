// The About screen: the version (package.json's, as main reports it in AboutInfo), the rules edition this
// app plays, where the campaigns are kept (the only place besides Open save folder that shows the path),
// the project's own terms, and the licence of every third-party package bundled into the app — the list
// the build wrote beside index.html (tools/licence-notices.ts), loaded only when the list is opened.
import type { AboutInfo } from '../../shared/ipc.js';
import { CURRENT_RULES_EDITION, RULES_EDITIONS } from '../../shared/data/rules-editions.js';
import { NOTICES_MODULE, type BundledPackage, type LicenceNotices } from '../../shared/licences.js';
import type { ScreenContext } from './campaigns-screen.js';
import { button, el } from '../ui/dom.js';

/** The project's own terms (package.json: UNLICENSED), in plain words. */
export const PROJECT_TERMS = [
  'Kaiserkrieg! digital edition. Copyright © Kaiserkrieg developers. All rights reserved: this program is not licensed for copying, changing or passing on.',
  'Kaiserkrieg! The Great War 1914–1918 is a game by R. Ben Madison: its name and its rules belong to its publisher. This edition explains the rules in its own words and draws its own board, tiles and icon.',
] as const;

/** The rules line: the printed edition and this app's rules edition with what it changed. */
export function rulesInWords(edition = CURRENT_RULES_EDITION): string {
  const e = RULES_EDITIONS.find((r) => r.edition === edition);
  const changes = e && e.rulings.length ? ` — corrections to rulings ${e.rulings.join(', ')}: ${e.summary}` : '';
  return `Rules: the 2nd edition rulebook, as played by rules edition ${edition} of this app${changes}.`;
}

/** The shipped notices, read once (a module beside index.html, so it works from file:// and over http). */
let notices: Promise<LicenceNotices> | null = null;
function loadNotices(): Promise<LicenceNotices> {
  notices ??= import(/* @vite-ignore */ new URL(`./${NOTICES_MODULE}`, document.baseURI).href)
    .then((m: { default: LicenceNotices }) => m.default)
    .catch((e: unknown) => {
      notices = null;
      throw e;
    });
  return notices;
}

function packageRow(p: BundledPackage): HTMLElement {
  return el('details', { class: 'licence' }, [
    el('summary', { text: `${p.name} ${p.version} — ${p.licence}` }),
    el('pre', { text: p.text ?? `This package ships no licence file; its package.json names the ${p.licence} licence.` }),
  ]);
}

/** One list per bundle, each package once, by name. */
function noticeList(n: LicenceNotices): HTMLElement {
  const seen = new Map<string, BundledPackage>();
  for (const p of [...(n.main ?? []), ...n.renderer]) seen.set(`${p.name}@${p.version}`, p);
  const rows = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name)).map(packageRow);
  const note = n.main === null ? el('p', { class: 'fine', text: 'This is the browser version: the desktop app also lists the packages its main process holds.' }) : null;
  return el('div', { class: 'licence-list', id: 'licence-list' }, [el('p', { class: 'fine', text: `${rows.length} packages, each under its own licence:` }), note, ...rows]);
}

export function showAbout(ctx: ScreenContext, info: AboutInfo): void {
  const holder = el('div', { class: 'licences' });
  const open = button('Third-party licences', () => {
    open.disabled = true;
    loadNotices().then(
      (n) => holder.replaceChildren(noticeList(n)),
      () => {
        open.disabled = false;
        ctx.showError('The list of third-party licences could not be read: it is missing from this copy of the game.');
      },
    );
  });
  holder.appendChild(open);
  ctx.show('about-screen',
    el('h2', { text: 'About Kaiserkrieg!' }),
    el('p', { id: 'about-version', text: `Version ${info.appVersion}` }),
    el('p', { id: 'about-rules', class: 'about-text', text: rulesInWords() }),
    el('p', { id: 'about-saves', class: 'about-text', text: `Your campaigns are kept in ${info.savesFolder}` }),
    ...PROJECT_TERMS.map((t) => el('p', { class: 'fine about-text', text: t })),
    holder,
    el('div', { class: 'row' }, [button('Back', () => ctx.back(), 'btn big')]),
  );
}
