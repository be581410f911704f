// §14 Turn End phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:turn-end', '§14', 'Turn End');
