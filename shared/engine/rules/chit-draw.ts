// §4 Chit Draw phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:chit-draw', '§4', 'Chit Draw');
