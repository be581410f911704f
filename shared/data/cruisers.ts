// British Cruisers Table (§9.1.2): 2d6 (rows 2–12) × Cruisers in the British Cruisers box (columns 1–4).
// Reconstructed (components.json britishCruisersTable); §9.1.2 example confirms row 11, 3 Cruisers = 2a, 2c, 3.
// An area listed twice is a bracketed result: two Cruisers in one area sink a Blockade Runner there (§9.1.3).
import type { SeaAreaId } from './ids.js';

export const CRUISER_TABLE: Readonly<Record<number, Readonly<Record<number, readonly SeaAreaId[]>>>> = {
  2: { 1: ['2a'], 2: ['2b', '2b'], 3: ['2c', '2c', '2b'], 4: ['1a', '1a', '2a', '4'] },
  3: { 1: ['2b'], 2: ['2a', '2a'], 3: ['2b', '2b', '2c'], 4: ['2c', '2c', '1a', '1b'] },
  4: { 1: ['3'], 2: ['3', '3'], 3: ['2a', '2a', '2c'], 4: ['2b', '2b', '2a', '2c'] },
  5: { 1: ['3'], 2: ['4', '4'], 3: ['3', '3', '2b'], 4: ['2a', '2a', '1b', '2c'] },
  6: { 1: ['3'], 2: ['2a', '3'], 3: ['4', '4', '2a'], 4: ['4', '4', '2b', '3'] },
  7: { 1: ['4'], 2: ['2b', '4'], 3: ['2c', '3', '4'], 4: ['3', '3', '2c', '4'] },
  8: { 1: ['4'], 2: ['2c', '4'], 3: ['2b', '3', '4'], 4: ['2b', '2c', '3', '4'] },
  9: { 1: ['4'], 2: ['2c', '3'], 3: ['2a', '3', '4'], 4: ['2a', '2b', '3', '4'] },
  10: { 1: ['4'], 2: ['3', '4'], 3: ['2b', '2c', '4'], 4: ['4', '4', '1a', '2a'] },
  11: { 1: ['2c'], 2: ['3', '4'], 3: ['2a', '2c', '3'], 4: ['1b', '2a', '2b', '3'] },
  12: { 1: ['2a'], 2: ['2b', '4'], 3: ['2a', '2b', '4'], 4: ['1a', '2a', '3', '4'] },
};
