// §8 Alliances phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:alliances', '§8', 'Alliances');
