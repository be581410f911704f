// §9 Naval/Air Warfare phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:naval-air', '§9', 'Naval/Air Warfare');
