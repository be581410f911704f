// Registers every phase of the Sequence of Play (side-effect imports, in phase order).
import './chit-draw.js';
import './turn-start.js';
import './entente-attack.js';
import './tageblatt.js';
import './alliances.js';
import './naval-air.js';
import './cp-attack.js';
import './near-east.js';
import './industrial.js';
import './turn-end.js';
import './victory.js';
import './deploy.js';
import './defeat.js';
import './us-entry.js';
