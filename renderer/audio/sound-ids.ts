// The game's sounds, one file each under assets/sounds (made by tools in assets/sounds/make-sounds.sh).
export const SOUND_IDS = ['dice', 'chit', 'attack-won', 'attack-lost', 'naval', 'bomb', 'alarm', 'victory', 'defeat', 'click'] as const;
export type SoundId = (typeof SOUND_IDS)[number];
