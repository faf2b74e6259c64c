import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'homepage', type: 'url' }]);

describe('URL field', () => {
  it('links an https address in a new tab', () => {
    const link = within(
      renderFieldDisplay(config, 'homepage', { homepage: 'https://acme.example/help' }).value,
    ).getByRole('link');
    expect(link).toHaveAttribute('href', 'https://acme.example/help');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never links other schemes', () => {
    const { value } = renderFieldDisplay(config, 'homepage', { homepage: 'javascript:alert(1)' });
    expect(value).toHaveTextContent('javascript:alert(1)');
    expect(within(value).queryByRole('link')).not.toBeInTheDocument();
  });

  it('refuses an address that is neither https nor of this site', async () => {
    const { submitted } = renderFieldForm(config, { homepage: '' });
    const input = screen.getByLabelText('Homepage');
    fireEvent.change(input, { target: { value: 'http://acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use an https:// address or a path of this site')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '/help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ homepage: '/help' }]));
  });
});
