// A save's checksum: sha256 of the canonical JSON of the state snapshot. Canonical = object keys sorted
// at every depth, so the hash does not depend on the order in which the engine created the keys.
import { createHash } from 'node:crypto';

/**
 * JSON.stringify with every object's keys sorted. Written out rather than as a JSON.stringify replacer (which
 * builds a sorted copy of every object): the position digest runs on every autosave. The output is exactly
 * the replacer's for plain JSON data (tests/main/checksum.test.ts): old saves' checksums depend on it.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      out += (i > 0 ? ',' : '') + (item === undefined || typeof item === 'function' || typeof item === 'symbol' ? 'null' : canonicalJson(item));
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  if (typeof (record as { toJSON?: unknown }).toJSON === 'function') return canonicalJson((record as { toJSON(): unknown }).toJSON());
  let out = '{';
  let first = true;
  for (const key of Object.keys(record).sort()) {
    const v = record[key];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += `${first ? '' : ','}${JSON.stringify(key)}:${canonicalJson(v)}`;
    first = false;
  }
  return `${out}}`;
}

export function checksumOf(state: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(state)).digest('hex')}`;
}
