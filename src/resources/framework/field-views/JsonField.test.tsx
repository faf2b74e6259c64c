import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'settings', type: 'json' }]);

describe('JSON field', () => {
  it('pretty-prints the value', () => {
    const { value } = renderFieldDisplay(config, 'settings', { settings: { retries: 3 } });
    expect(value.textContent).toBe('{\n  "retries": 3\n}');
  });

  it('shows text that is no JSON as it is', () => {
    expect(renderFieldDisplay(config, 'settings', { settings: '{oops' }).value.textContent).toBe('{oops');
  });

  it('edits JSON text, refusing what does not parse', async () => {
    const { submitted } = renderFieldForm(config, { settings: { retries: 3 } });
    const input = screen.getByLabelText('Settings');
    expect(input).toHaveValue('{\n  "retries": 3\n}');
    fireEvent.change(input, { target: { value: '{"retries": ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter valid JSON')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '{"retries": 5}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ settings: { retries: 5 } }]));
  });
});
