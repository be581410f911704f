// Every text the report shows goes through here: a campaign named `<script>` stays those eight characters.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe between tags and inside a quoted attribute. */
export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** A PNG data URL, or null: the report shows no picture that could be anything else (its CSP allows data: only). */
export function pngDataUrl(url: string | undefined): string | null {
  return url !== undefined && /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(url) ? url : null;
}

/** "41 %" */
export function pct(x: number): string {
  return `${Math.round(100 * x)} %`;
}

/** "+12 points", "−3 points", "0 points" */
export function points(x: number): string {
  const n = Math.round(100 * x);
  return `${n > 0 ? '+' : n < 0 ? '−' : ''}${Math.abs(n)} ${Math.abs(n) === 1 ? 'point' : 'points'}`;
}

/** How far a choice fell short, from its (negative) gap: "12 points". */
export function shortfall(gap: number): string {
  const n = Math.abs(Math.round(100 * gap));
  return `${n} ${n === 1 ? 'point' : 'points'}`;
}

/** A sentence ends with its stop (the engine's log sentences have none). */
export function sentence(text: string): string {
  const t = text.trim();
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}
