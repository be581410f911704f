// Tables read by ever-changing keys (ARMY_BY_ID[tile], TILE_BY_ID[tile] …), kept as hash tables.

/**
 * A read-only table by id in V8's dictionary mode: an object without a prototype starts as a hash table and
 * stays one. Why: a table built by Object.fromEntries is a fast-mode object, and reading one of 60–176
 * properties by a key that changes from call to call cost 20–40 ns against ~6 ns here (a micro-benchmark);
 * strengthOf's and kindOf's reads alone were ~4 % of a greedy campaign (issue 15). No prototype also means
 * no inherited names: `TILE_BY_ID['constructor']` is undefined, as it should be.
 */
export function tableById<V>(entries: Iterable<readonly [string, V]>): Readonly<Record<string, V>> {
  const table = Object.create(null) as Record<string, V>;
  for (const [id, value] of entries) table[id] = value;
  return table;
}
