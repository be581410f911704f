// A campaign's name made editable in its row of the Campaigns screen (issue 31): a text field with the name,
// Save and Cancel. Enter saves, Esc cancels; a name main refuses (empty, too long) is said beside the field.
import { CAMPAIGN_NAME_MAX } from '../../shared/campaign-names.js';
import { button, el } from '../ui/dom.js';
import { textField } from '../ui/text-field.js';

/** The field for campaign `id` (`rename-<id>`); `save` renames (it rejects with the player's sentence), `cancel` puts the name back. */
export function renameField(id: string, name: string, save: (name: string) => Promise<void>, cancel: () => void): HTMLElement {
  const input = textField({ id: `rename-${id}`, class: 'rename-input', value: name, maxLength: CAMPAIGN_NAME_MAX, label: 'The campaign’s new name' });
  const said = el('span', { class: 'fine rename-problem' });
  said.setAttribute('role', 'status');
  let saving = false;
  const submit = (): void => {
    if (saving) return;
    saving = true;
    save(input.value).catch((e: Error) => { said.textContent = e.message; }).finally(() => { saving = false; });
  };
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation(); // the screen stays open
      cancel();
    }
  });
  return el('span', { class: 'rename-field' }, [input, button('Save name', submit, 'btn primary'), button('Cancel', cancel), said]);
}
