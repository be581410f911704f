// The player's words for the game, shared by the renderer and `kk play`: button labels, header, status,
// prompts and the board's places, all from shared/data's printed names (docs/renderer.md, "Plain words").
export { actionLabel, choiceLabels, labelContext, type LabelContext } from './action-words.js';
export { headerLine, phaseTitle, promptLine, seasonWords, statusWords, turnWords } from './header-words.js';
export { placeWords, seaAreaName, theTile, tileAt, tileName, whereWords } from './tile-words.js';
export { breakdownRows, defeatWords, vpRangeShort, vpRangeWords } from './result-words.js';
export { storyLines, whenWords } from './story-words.js';
export { deployReasonWords } from './deploy-words.js';
