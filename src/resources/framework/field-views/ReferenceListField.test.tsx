import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource(
  [
    { source: 'name', type: 'text' },
    { source: 'relatedIds', type: 'referenceList', reference: 'samples', labelSource: 'relatedNames' },
    { source: 'relatedNames', type: 'tags' },
    {
      source: 'regionIds',
      type: 'referenceList',
      lookup: { path: '/regions', valueField: 'code', labelField: 'title' },
    },
  ],
  [{ source: 'regionIds' }],
);
const regions = {
  lookups: {
    '/regions': [
      { id: 'N', name: 'North' },
      { id: 'S', name: 'South' },
    ],
  },
};

describe('reference list field', () => {
  it('links to every referenced record with its label', () => {
    const { value } = renderFieldDisplay(config, 'relatedIds', {
      relatedIds: [11, 12],
      relatedNames: ['A', 'B'],
    });
    expect(within(value).getByRole('link', { name: 'B' })).toHaveAttribute(
      'href',
      '/samples/detail/12/overview',
    );
    expect(within(value).getAllByRole('link')).toHaveLength(2);
  });

  it("shows the lookup options' labels", async () => {
    const { value, dataProvider } = renderFieldDisplay(
      config,
      'regionIds',
      { regionIds: ['S', 'N'] },
      { data: regions },
    );
    await waitFor(() => expect(value).toHaveTextContent(/^South, North$/));
    expect(dataProvider.calls[0].params).toEqual({
      path: '/regions',
      valueField: 'code',
      labelField: 'title',
    });
  });

  it('selects several lookup options', async () => {
    const { submitted } = renderFieldForm(config, { regionIds: ['S'] }, { data: regions });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /Region ids/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'North' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ regionIds: ['S', 'N'] }]));
  });
});
