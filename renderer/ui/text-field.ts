// One line of text the player types (a campaign's name, a bookmark's name): a plain text input with a length
// limit, no autocomplete and no spelling marks (names are the player's own words, often German or French).
import { el } from './dom.js';

export interface TextFieldOptions {
  readonly id: string;
  readonly maxLength: number;
  readonly value?: string;
  readonly placeholder?: string;
  readonly class?: string;
  /** What a screen reader calls it when no visible label does. */
  readonly label?: string;
  /** The id of the sentence under it that explains it. */
  readonly describedBy?: string;
}

export function textField(o: TextFieldOptions): HTMLInputElement {
  const input = el('input', { id: o.id, class: o.class });
  input.type = 'text';
  input.maxLength = o.maxLength;
  input.autocomplete = 'off';
  input.spellcheck = false;
  if (o.value !== undefined) input.value = o.value;
  if (o.placeholder !== undefined) input.placeholder = o.placeholder;
  if (o.label !== undefined) input.setAttribute('aria-label', o.label);
  if (o.describedBy !== undefined) input.setAttribute('aria-describedby', o.describedBy);
  return input;
}
