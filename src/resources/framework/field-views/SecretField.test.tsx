import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([
  { source: 'token', type: 'secret', reveal: { path: '/samples/{id}/token', dataPath: 'value' } },
]);

describe('secret field', () => {
  it('is masked and revealed on demand through its reveal call', async () => {
    const { value, dataProvider } = renderFieldDisplay(config, 'token', {});
    expect(value).toHaveTextContent('••••');
    fireEvent.click(within(value).getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(value).toHaveTextContent('fake-secret-1'));
    expect(dataProvider.calls.map((call) => call.method)).toContain('revealSecret');
  });

  it('is typed in a masked input the browser does not fill in', async () => {
    const { submitted } = renderFieldForm(config, {});
    const input = screen.getByLabelText('Token');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(input, { target: { value: 's3cr3t' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ token: 's3cr3t' }]));
  });
});
