// Issue #33: the Review screen (issue #34) is readable in both themes. Its stylesheet's rules, read from the
// file: every word coloured there at 4.5:1 (WCAG 1.4.3) and every filled figure (the progress bar's fill) at 3:1
// (WCAG 1.4.11) against the card it sits on, in Daylight and in Low light (a rule under
// `:root[data-theme="low-light"]` is Low light's; the others hold in both themes until Low light sets its own).
// The plot's colours are charts/plot-colours.ts's (tests/renderer/palette-contrast.test.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_VALUES, type Theme } from '../../shared/ipc.js';
import { contrast } from './colour-contrast.js';

/** The card the screen sits on in each theme (styles.css .card; ui/low-light.css). */
const CARD: Readonly<Record<Theme, number>> = { daylight: 0xf3ecd6, 'low-light': 0x24211b };
const LOW = ':root[data-theme="low-light"]';

interface Rule { selector: string; theme: Theme | 'both'; ink?: number; fill?: number }

function reviewRules(): Rule[] {
  const css = readFileSync(new URL('../../renderer/screens/review-screen.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const hex = (s: string | undefined): number | undefined => (s === undefined ? undefined : Number.parseInt(s.slice(1), 16));
  return [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, sel, body]) => {
    const selector = sel.trim();
    return {
      selector: selector.replace(LOW, '').trim(),
      theme: selector.startsWith(LOW) ? 'low-light' : 'both',
      ink: hex(/(?:^|;)\s*color:\s*(#[0-9a-f]{6})/i.exec(body)?.[1]),
      fill: hex(/background(?:-color)?:\s*(#[0-9a-f]{6})/i.exec(body)?.[1]),
    };
  });
}

/** A colour property of `selector` as `theme` shows it: Low light's own rule first, then the rule of both. */
function shown(rules: Rule[], selector: string, key: 'ink' | 'fill', theme: Theme): number | undefined {
  const own = theme === 'low-light' ? rules.find((r) => r.selector === selector && r.theme === 'low-light' && r[key] !== undefined) : undefined;
  return (own ?? rules.find((r) => r.selector === selector && r.theme === 'both' && r[key] !== undefined))?.[key];
}

describe('the Review screen\'s colours in both themes', () => {
  const rules = reviewRules();

  it('the progress bar\'s fill at 3:1 against the card in Daylight and Low light', () => {
    for (const t of THEME_VALUES) {
      const fill = shown(rules, '.review-progress-fill', 'fill', t);
      expect(fill, `${t}: the fill's colour`).toBeDefined();
      console.log(`Review progress fill, ${t}: ${contrast(fill!, CARD[t]).toFixed(2)}:1`);
      expect(contrast(fill!, CARD[t]), t).toBeGreaterThanOrEqual(3);
    }
  });

  it('every colour the stylesheet sets, word or fill, stands on the card in each theme', () => {
    const selectors = [...new Set(rules.filter((r) => r.ink !== undefined || r.fill !== undefined).map((r) => r.selector))];
    expect(selectors.length).toBeGreaterThan(0);
    for (const s of selectors) {
      for (const t of THEME_VALUES) {
        const ink = shown(rules, s, 'ink', t);
        const fill = shown(rules, s, 'fill', t);
        if (ink !== undefined) expect(contrast(ink, fill ?? CARD[t]), `${t}: the words of ${s}`).toBeGreaterThanOrEqual(4.5);
        else if (fill !== undefined) expect(contrast(fill, CARD[t]), `${t}: the fill of ${s}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
