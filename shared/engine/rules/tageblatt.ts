// §7 Berliner Tageblatt phase.
import { notImplementedPhase } from './stub.js';

notImplementedPhase('phase:tageblatt', '§7', 'Berliner Tageblatt');
