// Issue #33: the contrast figures of every palette × theme. The legal ring stands at 3:1 (WCAG 1.4.11) against
// every kind of box's paper, over land and over sea; every word the board, the tooltip and the Low light DOM
// print stands at 4.5:1 (WCAG 1.4.3, normal text) against its ground; the plots' lines at 3:1 against their
// card. The figures are printed, and docs/renderer.md must hold the current table.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALETTES } from '../../renderer/board/palettes.js';
import { TOOLTIP_LOOK } from '../../renderer/ui/overlays.js';
import { PLOT_COLOURS } from '../../renderer/charts/plot-colours.js';
import { THEME_VALUES } from '../../shared/ipc.js';
import { contrastTable, figures, STYLES } from './contrast-figures.js';
import { contrast } from './colour-contrast.js';

const hex = (s: string): number => Number.parseInt(s.slice(1), 16);

/** The Low light stylesheet's rules: each one's colour and background, where it sets them as #rrggbb. */
function lowLightRules(): { selector: string; ink?: number; paper?: number }[] {
  const css = readFileSync(new URL('../../renderer/ui/low-light.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => {
    const ink = /(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i.exec(body)?.[1];
    const paper = /background:\s*(#[0-9a-f]{6})/i.exec(body)?.[1];
    return { selector: selector.trim(), ink: ink ? hex(ink) : undefined, paper: paper ? hex(paper) : undefined };
  });
}

/** The Low light cards' paper and ink (.card, .dialog …): the ground and words the other rules sit on. */
const CARD_PAPER = 0x24211b;
const CARD_INK = 0xece4d0;

describe('contrast figures, every palette and theme', () => {
  console.log(`\n${contrastTable()}\n`);

  for (const p of PALETTES) {
    it(`the legal ring at 3:1 on every kind of box, every word at 4.5:1 (${p})`, () => {
      const f = figures(p);
      for (const s of STYLES) expect(f.ring[s], `${p}: ring on ${s} boxes`).toBeGreaterThanOrEqual(3);
      for (const [what, ratio] of [['box titles', f.titles], ['track ink', f.card], ['front count', f.front], ['at its limit', f.alarm], ['cup count', f.cup], ['header', f.header]] as const) {
        expect(ratio, `${p}: ${what}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  }

  it('the tooltip\'s words at 4.5:1 on its plate in both themes', () => {
    for (const t of THEME_VALUES) expect(contrast(TOOLTIP_LOOK[t].ink, TOOLTIP_LOOK[t].paper), t).toBeGreaterThanOrEqual(4.5);
  });

  it('the plots\' lines and bars at 3:1 against their card, their axes\' words at 4.5:1, in both themes', () => {
    const cards = { daylight: 0xf3ecd6, 'low-light': CARD_PAPER } as const;
    for (const t of THEME_VALUES) {
      const c = PLOT_COLOURS[t];
      for (const s of [c.first, c.second, c.third]) expect(contrast(hex(s), cards[t]), `${t} ${s}`).toBeGreaterThanOrEqual(3);
      expect(contrast(hex(c.axis), cards[t]), `${t} axis`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('every Low light rule\'s words at 4.5:1 on its ground (its own, or the dark card it sits on)', () => {
    const rules = lowLightRules().filter((r) => r.ink !== undefined || r.paper !== undefined);
    expect(rules.length).toBeGreaterThan(10);
    for (const r of rules) {
      expect(contrast(r.ink ?? CARD_INK, r.paper ?? CARD_PAPER), r.selector).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('docs/renderer.md prints the current figures', () => {
    const doc = readFileSync(new URL('../../docs/renderer.md', import.meta.url), 'utf8');
    expect(doc, 'paste the table printed above into docs/renderer.md').toContain(contrastTable());
  });
});
