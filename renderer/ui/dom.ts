// Tiny DOM helpers for the screens and side panel: text goes in as textContent, never as HTML.

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; text?: string; id?: string; title?: string } = {},
  children: readonly (Node | null)[] = [],
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (props.class) e.className = props.class;
  if (props.text !== undefined) e.textContent = props.text;
  if (props.id) e.id = props.id;
  if (props.title) e.title = props.title;
  for (const c of children) if (c) e.appendChild(c);
  return e;
}

export function button(label: string, onClick: () => void, cls = 'btn'): HTMLButtonElement {
  const b = el('button', { class: cls, text: label });
  b.type = 'button';
  b.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return b;
}

/** A labelled form row. */
export function field(label: string, input: HTMLElement): HTMLLabelElement {
  return el('label', { class: 'field' }, [el('span', { text: label }), input]);
}
