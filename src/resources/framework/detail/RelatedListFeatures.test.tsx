import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../../shared/permissions';
import { demoModules } from '../testing/actionResources';
import { renderActionDemo } from '../testing/renderActionDemo';

const setup = (permissions?: PermissionMap) =>
  renderActionDemo(demoModules, '/demo/modules/detail/1/lines', permissions);

const section = () => screen.findByRole('region', { name: 'Lines' });
const row = async (name: string) =>
  (await within(await section()).findByText(name)).closest('tr') as HTMLElement;

describe('related lists', () => {
  it('offers a row action on the rows its $parent condition allows and runs it with the row id', async () => {
    const { dataProvider } = setup();
    // Support (2) already is the module's default line.
    expect(
      within(await row('Support')).queryByRole('button', { name: 'Set as default' }),
    ).not.toBeInTheDocument();
    fireEvent.click(await within(await row('Sales')).findByRole('button', { name: 'Set as default' }));
    expect(await screen.findByText('Default line set to "Sales"')).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'runAction',
        resource: 'demo/modules',
        params: expect.objectContaining({
          action: 'setDefaultLine',
          id: 1,
          rowId: 1,
          record: expect.objectContaining({ name: 'Sales' }),
          parent: expect.objectContaining({ name: 'Prague' }),
        }),
      }),
    );
    // The row's click did not open the line, and the refreshed module moved the button to the other row.
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/modules\/detail\/1\/lines$/);
    expect(dataProvider.recordsOf('demoModules')[0]).toMatchObject({ idDefaultLine: 1 });
    expect(
      await within(await row('Support')).findByRole('button', { name: 'Set as default' }),
    ).toBeInTheDocument();
    expect(
      within(await row('Sales')).queryByRole('button', { name: 'Set as default' }),
    ).not.toBeInTheDocument();
  });

  it('leaves out row actions and Create for users without their permissions', async () => {
    setup({ Module: ['view'], Line: ['view'] });
    expect(await row('Sales')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set as default' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('creates a record in context with the preset read-only and posted to the filled path', async () => {
    const { dataProvider } = setup();
    fireEvent.click(await within(await section()).findByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create: Line' });
    // The module comes from the shown record and cannot be changed.
    const module = within(dialog).getByLabelText('Module');
    await waitFor(() => expect(module).toHaveValue('Prague'));
    expect(module).toBeDisabled();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Hotline' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await row('Hotline')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'create',
        resource: 'demo/lines',
        params: {
          data: { idDemoModule: 1, name: 'Hotline' },
          meta: { apiPath: '/demo/modules/1/lines' },
        },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/demo\/modules\/detail\/1\/lines$/);
  });

  it("narrows its rows by the shown resource's always-on filters, leaving out the relation's own key", async () => {
    const { dataProvider } = setup();
    expect(await row('Support')).toBeInTheDocument();
    const region = await section();
    // The module filter would only repeat the relation; the enabled filter is offered.
    expect(within(region).queryByLabelText('Module')).not.toBeInTheDocument();
    fireEvent.mouseDown(within(region).getByLabelText('Enabled'));
    fireEvent.click(await screen.findByRole('option', { name: 'No' }));
    await waitFor(() => expect(within(region).queryByText('Sales')).not.toBeInTheDocument());
    expect(within(region).getByText('Support')).toBeInTheDocument();
    expect(dataProvider.calls).toContainEqual(
      expect.objectContaining({
        method: 'getManyReference',
        params: expect.objectContaining({ filter: { enabled: false }, target: 'idDemoModule' }),
      }),
    );
  });
});
