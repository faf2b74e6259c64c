import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([
  { source: 'status', type: 'enum', enumeration: 'taskStatus' },
  {
    source: 'level',
    type: 'enum',
    choices: [
      { value: 'low', label: 'Low' },
      { value: 'high', label: 'High', icon: 'block' },
    ],
  },
]);

describe('enumeration field', () => {
  it("shows the value's label with its icon", () => {
    const { value } = renderFieldDisplay(config, 'status', { status: 3 });
    expect(value).toHaveTextContent(/^Error$/);
    expect(value.querySelector('svg')).not.toBeNull();
  });

  it('shows an unknown value as it is', () => {
    expect(renderFieldDisplay(config, 'level', { level: 'medium' }).value).toHaveTextContent(/^medium$/);
  });

  it('edits with a select of the choices', async () => {
    const { submitted } = renderFieldForm(config, { status: 1, level: 'low' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Level/ }));
    const listbox = await screen.findByRole('listbox');
    fireEvent.click(within(listbox).getByRole('option', { name: 'High' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ status: 1, level: 'high' }]));
  });
});
