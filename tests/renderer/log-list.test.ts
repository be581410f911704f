// The log's rule references: a leading "[…]" is shown apart (span.rule), the rest as text.
import { describe, expect, it } from 'vitest';
import { splitRule } from '../../renderer/screens/log-list.js';

describe('splitRule', () => {
  it('takes a leading bracketed reference and the space after it', () => {
    expect(splitRule('[§15.2] The Defeat roll: 4')).toEqual({ rule: '§15.2', text: 'The Defeat roll: 4' });
    expect(splitRule('[R26] Doubles')).toEqual({ rule: 'R26', text: 'Doubles' });
  });

  it('leaves a line without one whole', () => {
    expect(splitRule('Entente phase')).toEqual({ rule: '', text: 'Entente phase' });
    expect(splitRule('Roll [§3] later')).toEqual({ rule: '', text: 'Roll [§3] later' });
    expect(splitRule('[unclosed reference')).toEqual({ rule: '', text: '[unclosed reference' });
  });

  it('keeps markup-like text as text (the row gets it as a text node)', () => {
    expect(splitRule('[§1] <b>bold</b>')).toEqual({ rule: '§1', text: '<b>bold</b>' });
  });
});
