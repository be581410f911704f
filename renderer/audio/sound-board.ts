// Sound effects through howler: one Howl per effect, a master volume and mute.
import { Howl, Howler } from 'howler';
import { SOUND_IDS, type SoundId } from './sound-ids.js';
import { SOUND_FILES } from './sound-files.js';

export class SoundBoard {
  private readonly howls = new Map<SoundId, Howl>();
  private muted = false;

  constructor() {
    for (const id of SOUND_IDS) {
      this.howls.set(id, new Howl({ src: [SOUND_FILES[id]], format: ['wav'], preload: true, volume: 1 }));
    }
  }

  play(id: SoundId | null): void {
    if (id === null || this.muted) return;
    this.howls.get(id)?.play();
  }

  setVolume(v: number): void {
    Howler.volume(Math.max(0, Math.min(1, v)));
  }

  setMuted(m: boolean): void {
    this.muted = m;
    Howler.mute(m);
  }

  /** For tests: whether the files loaded and whether the audio context runs. */
  state(): { loaded: number; context: string } {
    let loaded = 0;
    for (const h of this.howls.values()) if (h.state() === 'loaded') loaded++;
    return { loaded, context: Howler.ctx?.state ?? 'none' };
  }
}
