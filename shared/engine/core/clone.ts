// A deep copy of plain JSON data (the game state is plain JSON by design). Several times faster than
// structuredClone for the state's shape, which matters because act() copies the state on every action.
export function clonePlain<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const out = new Array(value.length);
    for (let i = 0; i < value.length; i++) out[i] = clonePlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const k in src) out[k] = clonePlain(src[k]);
  return out as T;
}
