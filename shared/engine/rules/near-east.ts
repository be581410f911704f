// §12 Near East phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:near-east', '§12', 'Near East');
