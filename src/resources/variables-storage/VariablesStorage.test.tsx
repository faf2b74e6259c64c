import { fireEvent, screen, within } from '@testing-library/react';
import { resourceRegistry } from '../registry';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { variablesStorageResource } from './variablesStorageResource';

function setup(path: string) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    counts: { variablesStorage: 8 },
  });
  const authProvider = createFakeAuthProvider({
    registry: resourceRegistry,
    permissions: { TenantValue: -1 },
  });
  renderConsole(variablesStorageResource, { path, dataProvider, authProvider });
  return dataProvider;
}

describe('variables storage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the access key masked beside the list, and a generated key once', async () => {
    setup('/administration/variables-storage/7');
    const aside = await screen.findByRole('complementary', { name: 'Access key' }, { timeout: 15_000 });
    expect(within(aside).getByTestId('masked-key')).toHaveTextContent('••••c0de');
    fireEvent.click(within(aside).getByRole('button', { name: 'Generate key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByTestId('action-result')).not.toBeEmptyDOMElement();
    expect(await screen.findByText('A new access key was generated')).toBeInTheDocument();
  });

  it('checks opening times as HH:MM in the create form', async () => {
    const dataProvider = setup('/administration/variables-storage?dialog=create');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    fireEvent.change(within(dialog).getByLabelText(/^Key/), { target: { value: 'storeHours' } });
    fireEvent.change(within(dialog).getByLabelText('Opens'), { target: { value: '8:30' } });
    fireEvent.change(within(dialog).getByLabelText('Closes'), { target: { value: '18:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText("Time must be in 'XX:YY' format")).toBeInTheDocument();
    expect(dataProvider.calls.filter((call) => call.method === 'create')).toEqual([]);
  });
});
