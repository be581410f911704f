// The golden Armistice campaign (tests/golden/armistice-standard.json) as a review's record, and the General
// Staff the review tests use (seed 1, the shipping policy).
import { readFileSync } from 'node:fs';
import { normaliseOptions, type PlainAction } from '../../shared/engine/index.js';
import { shippingPolicy } from '../../shared/advisor/index.js';

export const golden = JSON.parse(readFileSync(new URL('../golden/armistice-standard.json', import.meta.url), 'utf8')) as { seed: number; actions: PlainAction[] };
export const record = { seed: golden.seed, options: normaliseOptions({}), actions: golden.actions };
export const staff = { seed: 1, policy: shippingPolicy() };
