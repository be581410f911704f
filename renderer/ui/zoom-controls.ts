// The board's zoom buttons (−, +, Fit) in its top-right corner: DOM, like the side panel, so they stay
// the same size at every zoom. The keys do the same (+, −, 0).
export interface ZoomControlActions {
  zoomIn(): void;
  zoomOut(): void;
  fit(): void;
}

export function makeZoomControls(actions: ZoomControlActions): HTMLElement {
  const root = document.createElement('div');
  root.className = 'zoom-controls';
  const button = (text: string, title: string, act: () => void, id: string): HTMLButtonElement => {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = id;
    b.textContent = text;
    b.title = title;
    b.setAttribute('aria-label', title);
    b.addEventListener('click', act);
    root.append(b);
    return b;
  };
  button('−', 'Zoom out (−)', actions.zoomOut, 'zoom-out');
  button('+', 'Zoom in (+)', actions.zoomIn, 'zoom-in');
  button('Fit', 'Fit: show the whole board (0)', actions.fit, 'zoom-fit'); // the name starts with the word shown (WCAG 2.5.3)
  return root;
}
