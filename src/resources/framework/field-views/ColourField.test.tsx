import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'shade', type: 'colour' }]);

describe('colour field', () => {
  it('shows a swatch of the colour beside its text', () => {
    const { value } = renderFieldDisplay(config, 'shade', { shade: '#1f4e8c' });
    expect(value).toHaveTextContent('#1f4e8c');
    expect(value.querySelector('[data-swatch]')).toHaveStyle({ backgroundColor: '#1f4e8c' });
  });

  it('shows a value that is no colour as text, without a swatch', () => {
    const { value } = renderFieldDisplay(config, 'shade', { shade: 'url(x)' });
    expect(value).toHaveTextContent('url(x)');
    expect(value.querySelector('[data-swatch]')).toBeNull();
  });

  it('edits the text or the native picker and refuses other colour formats', async () => {
    const { submitted } = renderFieldForm(config, { shade: '#fff' });
    const picker = screen.getByLabelText('Pick a colour');
    expect(picker).toHaveValue('#ffffff');
    fireEvent.change(screen.getByLabelText('Shade'), { target: { value: 'red' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value not match')).toBeInTheDocument();
    fireEvent.change(picker, { target: { value: '#00ff00' } });
    await waitFor(() => expect(screen.getByLabelText('Shade')).toHaveValue('#00ff00'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ shade: '#00ff00' }]));
  });
});
