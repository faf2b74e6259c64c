import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'title', type: 'text' }]);

describe('text field', () => {
  it('shows the text', () => {
    expect(renderFieldDisplay(config, 'title', { title: 'Night line' }).value).toHaveTextContent(
      /^Night line$/,
    );
  });

  it('shows nothing for an empty text', () => {
    expect(renderFieldDisplay(config, 'title', { title: '' }).value).toBeEmptyDOMElement();
  });

  it('edits the text in a one-line input', async () => {
    const { submitted } = renderFieldForm(config, { title: 'Night line' });
    const input = screen.getByLabelText('Title');
    expect(input.tagName).toBe('INPUT');
    fireEvent.change(input, { target: { value: 'Day line' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ title: 'Day line' }]));
  });
});
