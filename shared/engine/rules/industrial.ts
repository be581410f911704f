// §13 Industrial phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:industrial', '§13', 'Industrial');
