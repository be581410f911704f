// Where a branch is made (History's Play on from here, a bookmark's Play from here), the player chooses its dice
// (issue 31): the same as the campaign it leaves, or new ones from there. A menu and the sentence that says what
// the choice means, kept in step; the button that makes the branch reads `value()`.
import { branchDiceSentence, DICE_CHOICES, type DiceChoice } from '../../shared/branch-dice.js';
import { el } from '../ui/dom.js';

export interface DiceChoiceField {
  /** The menu (labelled for a screen reader: "Dice of the branch"). */
  readonly menu: HTMLSelectElement;
  /** The sentence saying what the chosen dice mean. */
  readonly sentence: HTMLParagraphElement;
  value(): DiceChoice;
}

/** `of`: the name of the campaign the branch leaves (null: the one in play); `id`: the menu's id (the sentence's is `<id>-sentence`). */
export function diceChoiceField(of: string | null, id?: string): DiceChoiceField {
  const menu = el('select', { class: 'dice-choice', id, title: 'The dice the branch meets' });
  for (const [value, label] of DICE_CHOICES) {
    const o = el('option', { text: label });
    o.value = value;
    menu.appendChild(o);
  }
  menu.setAttribute('aria-label', 'Dice of the branch');
  const sentence = el('p', { class: 'fine branch-dice', id: id === undefined ? undefined : `${id}-sentence`, text: branchDiceSentence(of) });
  const value = (): DiceChoice => (menu.value === 'new' ? 'new' : 'same');
  menu.addEventListener('change', () => { sentence.textContent = branchDiceSentence(of, value()); });
  return { menu, sentence, value };
}
