import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([{ source: 'email', type: 'email' }]);

describe('e-mail field', () => {
  it('is a mailto link', () => {
    const { value } = renderFieldDisplay(config, 'email', { email: 'ops@acme.example' });
    expect(within(value).getByRole('link')).toHaveAttribute('href', 'mailto:ops@acme.example');
  });

  it('stays text when it is no address', () => {
    const { value } = renderFieldDisplay(config, 'email', { email: 'nobody' });
    expect(within(value).queryByRole('link')).not.toBeInTheDocument();
  });

  it('implies the e-mail rule (SPEC §5)', async () => {
    const { submitted } = renderFieldForm(config, { email: '' });
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value: 'ops@acme' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'ops@acme.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ email: 'ops@acme.example' }]));
  });
});
