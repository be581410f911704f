// §10 Central Powers Attack phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:cp-attack', '§10', 'Central Powers Attack');
