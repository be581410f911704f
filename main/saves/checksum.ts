// A save's checksum: sha256 of the canonical JSON of the state snapshot. Canonical = object keys sorted
// at every depth, so the hash does not depend on the order in which the engine created the keys.
import { createHash } from 'node:crypto';

export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) sorted[k] = (v as Record<string, unknown>)[k];
    return sorted;
  });
}

export function checksumOf(state: unknown): string {
  return `sha256:${createHash('sha256').update(canonicalJson(state)).digest('hex')}`;
}
