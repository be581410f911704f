// Sound effects through howler: one Howl per effect, a master volume and mute. Nothing of it is on the
// way to the first board: howler (its own chunk) and the files load when `load()` is called, which the
// shell does once the first campaign is shown (or the title has stood a while) and the page is idle. A
// sound asked for before then is not played.
import type { Howl } from 'howler';
import { SOUND_IDS, type SoundId } from './sound-ids.js';
import { SOUND_FILES } from './sound-files.js';

type HowlerModule = typeof import('howler');

export class SoundBoard {
  private readonly howls = new Map<SoundId, Howl>();
  private howler: HowlerModule | null = null;
  private loading: Promise<void> | null = null;
  private muted = false;
  private volume = 1;

  /** Loads howler and the sound files (once); later calls return the same promise. */
  load(): Promise<void> {
    this.loading ??= import('howler').then((mod) => {
      this.howler = mod;
      mod.Howler.volume(this.volume);
      mod.Howler.mute(this.muted);
      for (const id of SOUND_IDS) {
        this.howls.set(id, new mod.Howl({ src: [SOUND_FILES[id]], format: ['wav'], preload: true, volume: 1 }));
      }
    });
    return this.loading;
  }

  play(id: SoundId | null): void {
    if (id === null || this.muted) return;
    this.howls.get(id)?.play();
  }

  setVolume(v: number): void {
    this.volume = Math.max(0, Math.min(1, v));
    this.howler?.Howler.volume(this.volume);
  }

  setMuted(m: boolean): void {
    this.muted = m;
    this.howler?.Howler.mute(m);
  }

  /** For tests: whether the files loaded and whether the audio context runs. */
  state(): { loaded: number; context: string } {
    let loaded = 0;
    for (const h of this.howls.values()) if (h.state() === 'loaded') loaded++;
    return { loaded, context: this.howler?.Howler.ctx?.state ?? 'none' };
  }
}
