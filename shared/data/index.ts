// Component data of Kaiserkrieg! (2nd ed.): every printed value, as constants.
export * from './ids.js';
export * from './tiles.js';
export * from './setup.js';
export * from './locations.js';
export * from './board.js';
export * from './calendar.js';
export * from './chits.js';
export * from './tables.js';
