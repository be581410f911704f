// §5 Turn Start phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:turn-start', '§5', 'Turn Start');
