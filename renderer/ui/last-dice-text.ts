// The last dice in the page's words (issue 32): what the last roll showed and decided, in a text element a screen
// reader can reach (the dice themselves are drawn by Pixi), kept until the next decision. Not a live region: the
// log's lines are announced already (ui/announcer.ts); this is there to be read again.
import { hiddenRegion } from './visually-hidden.js';

export class LastDiceText {
  readonly root: HTMLElement;
  private readonly line: HTMLParagraphElement;

  constructor() {
    this.root = hiddenRegion('Last dice', 'last-dice');
    this.root.id = 'last-dice';
    this.line = document.createElement('p');
    this.root.append(this.line);
    this.say('');
  }

  /** The words shown; '' hides the region (nothing rolled since the last decision). */
  say(text: string): void {
    this.line.textContent = text;
    this.root.hidden = text === '';
  }

  get text(): string {
    return this.line.textContent ?? '';
  }
}
