import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../../shared/permissions';
import { saveFile } from '../../../utils/downloadFile';
import { demoLines } from '../testing/actionResources';
import { renderActionDemo } from '../testing/renderActionDemo';

vi.mock('../../../utils/downloadFile', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: vi.fn(),
}));

const setup = (path: string, permissions?: PermissionMap) => renderActionDemo(demoLines, path, permissions);

const actionCall = (name: string) =>
  expect.objectContaining({ method: 'runAction', params: expect.objectContaining({ action: name }) });

describe('record actions', () => {
  it('offers enable or disable, the one that applies, and swaps them once the record changed', async () => {
    const { dataProvider } = setup('/demo/lines/detail/1/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(screen.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(await screen.findByText('Line "Sales" disabled')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(dataProvider.recordsOf('demoLines')[0]).toMatchObject({ enabled: false });
  });

  it('keeps an action visible but disabled, with the reason, while the record does not allow it', async () => {
    setup('/demo/lines/detail/2/overview');
    const restart = await screen.findByRole('button', { name: 'Restart' });
    expect(restart).toBeDisabled();
    fireEvent.mouseOver(restart.parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Enable the line to restart it');
  });

  it('removes a record only after its name is typed exactly, sends the typed name and goes to the list', async () => {
    const { dataProvider } = setup('/demo/lines/detail/1/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove' });
    expect(dialog).toHaveAccessibleDescription('Remove the line "Sales"? Its settings are lost.');
    const input = within(dialog).getByLabelText('Type "Sales" to confirm');
    expect(input).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: 'sales' } });
    expect(confirm).toBeDisabled();
    fireEvent.submit(input);
    expect(dataProvider.calls).not.toContainEqual(actionCall('remove'));
    fireEvent.change(input, { target: { value: 'Sales' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/lines$/));
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'runAction',
        params: expect.objectContaining({ action: 'remove', id: 1, data: { name: 'Sales' } }),
      }),
    );
    expect(await screen.findByText('Line "Sales" removed')).toBeInTheDocument();
    expect(dataProvider.recordsOf('demoLines').map((line) => line.name)).toEqual(['Support', 'Elsewhere']);
  });

  it('saves the answer of a download action as a file', async () => {
    setup('/demo/lines/detail/1/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const [blob, name] = vi.mocked(saveFile).mock.calls[0];
    expect(name).toBe('report-1.csv');
    expect(await blob.text()).toContain('1,report');
    expect(await screen.findByText('Report of "Sales" downloaded')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/lines/detail/1/overview');
  });

  it('fills the body template from the record and names the resource and record in the notification', async () => {
    const { dataProvider } = setup('/demo/lines/detail/2/overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Move to module 1' }));
    expect(await screen.findByText('Line "Support" moved')).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        params: expect.objectContaining({
          action: 'move',
          id: 2,
          record: expect.objectContaining({ name: 'Support' }),
        }),
      }),
    );
  });

  it('hides actions the user may not use, whatever the record', async () => {
    setup('/demo/lines/detail/1/overview', { Line: ['view'] });
    expect(await screen.findByRole('button', { name: 'Download report' })).toBeInTheDocument();
    for (const name of ['Disable', 'Enable', 'Restart', 'Remove'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });
});
