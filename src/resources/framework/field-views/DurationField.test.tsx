import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'length', type: 'duration' }]);

describe('duration field', () => {
  it('shows minutes and seconds', () => {
    expect(renderFieldDisplay(config, 'length', { length: 125 }).value).toHaveTextContent(/^2 min 5 s$/);
  });

  it('edits seconds', async () => {
    const { submitted } = renderFieldForm(config, { length: 125 });
    const input = screen.getByLabelText('Length');
    expect(input).toHaveValue(125);
    fireEvent.change(input, { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ length: 90 }]));
  });
});
