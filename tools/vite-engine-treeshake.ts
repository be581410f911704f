// The renderer reaches the engine only through its one door (shared/engine/index.ts, #29), and a door names
// every part of the engine. The engine's modules only define things (their tables are built at import and
// read only when the engine is called), so an engine module none of whose exports the page uses is left out
// of the page's build: without this, the door would bring the whole rules engine (~65 kB) into the first
// chunk the page loads.

/** Rolldown's treeshake.moduleSideEffects: false for the engine's own modules, true for every other. */
export function engineModulesArePure(id: string): boolean {
  return !/[\\/]shared[\\/]engine[\\/]/.test(id);
}
