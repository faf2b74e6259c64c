import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'notes', type: 'longText' }]);

describe('long text field', () => {
  it('keeps the line breaks', () => {
    const { value } = renderFieldDisplay(config, 'notes', { notes: 'First line\nSecond line' });
    expect(value.textContent).toBe('First line\nSecond line');
    expect(value.firstElementChild).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('edits the text in a text area', async () => {
    const { submitted } = renderFieldForm(config, { notes: 'One' });
    const input = screen.getByLabelText('Notes');
    expect(input.tagName).toBe('TEXTAREA');
    fireEvent.change(input, { target: { value: 'One\nTwo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ notes: 'One\nTwo' }]));
  });
});
