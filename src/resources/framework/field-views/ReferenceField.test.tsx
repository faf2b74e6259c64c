import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource(
  [
    { source: 'name', type: 'text' },
    { source: 'idParent', type: 'reference', reference: 'samples', labelSource: 'parentName' },
    { source: 'parentName', type: 'text' },
    { source: 'idRegion', type: 'reference', lookup: { path: '/regions' } },
  ],
  [{ source: 'idParent' }, { source: 'idRegion' }],
);
const regions = {
  lookups: {
    '/regions': [
      { id: 1, name: 'North' },
      { id: 2, name: 'South' },
    ],
  },
};

describe('reference field', () => {
  it("links to the referenced record's details, labelled by the record's label", () => {
    const { value } = renderFieldDisplay(config, 'idParent', { idParent: 2, parentName: 'Root' });
    expect(within(value).getByRole('link', { name: 'Root' })).toHaveAttribute(
      'href',
      '/samples/detail/2/overview',
    );
  });

  it("shows a lookup option's label by its id", async () => {
    const { value, dataProvider } = renderFieldDisplay(
      config,
      'idRegion',
      { idRegion: 2 },
      { data: regions },
    );
    await waitFor(() => expect(value).toHaveTextContent(/^South$/));
    expect(dataProvider.calls).toContainEqual({
      method: 'getLookup',
      resource: '',
      params: { path: '/regions', valueField: 'id', labelField: 'name' },
    });
  });

  it('searches the referenced records and selects lookup options', async () => {
    const { submitted } = renderFieldForm(config, { idParent: 2, idRegion: 2 }, { data: regions });
    const parent = screen.getByRole('combobox', { name: 'Id parent' });
    await waitFor(() => expect(parent).toHaveValue('samples 2'));
    fireEvent.change(parent, { target: { value: 'samples 3' } });
    fireEvent.click(await screen.findByRole('option', { name: 'samples 3' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Id region/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'North' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ idParent: 3, idRegion: 1 }]));
  });
});
