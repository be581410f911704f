// Game tables: Tageblatt, Special Events, Cruisers, the p. 16 tables, die values, costs, Over There, victory.
export * from './tageblatt.js';
export * from './special-events.js';
export * from './cruisers.js';
export * from './small-tables.js';
export * from './dice.js';
export * from './costs.js';
export * from './over-there.js';
export * from './victory.js';
