// The sound files, written out one by one so Vite bundles each (it only follows literal URLs).
import type { SoundId } from './sound-ids.js';

export const SOUND_FILES: Readonly<Record<SoundId, string>> = {
  dice: new URL('../../assets/sounds/dice.wav', import.meta.url).href,
  chit: new URL('../../assets/sounds/chit.wav', import.meta.url).href,
  'attack-won': new URL('../../assets/sounds/attack-won.wav', import.meta.url).href,
  'attack-lost': new URL('../../assets/sounds/attack-lost.wav', import.meta.url).href,
  naval: new URL('../../assets/sounds/naval.wav', import.meta.url).href,
  bomb: new URL('../../assets/sounds/bomb.wav', import.meta.url).href,
  alarm: new URL('../../assets/sounds/alarm.wav', import.meta.url).href,
  victory: new URL('../../assets/sounds/victory.wav', import.meta.url).href,
  defeat: new URL('../../assets/sounds/defeat.wav', import.meta.url).href,
  click: new URL('../../assets/sounds/click.wav', import.meta.url).href,
};
