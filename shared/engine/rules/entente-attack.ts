// §6 Entente Attack phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:entente-attack', '§6', 'Entente Attack');
