import { screen, within } from '@testing-library/react';
import { nlpCategoriesResource } from '../nlp/nlpCategoriesResource';
import { createFakeDataProvider } from './testing/fakeDataProvider';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';

const LIST = '/administration/nlp-tester/datasets/en/3/categories';

function setup(path: string) {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      nlpDatasets: [{ id: 3, name: 'Banking', language: 'en' }],
      nlpCategories: [{ id: 'greeting', name: 'greeting', language: 'en', datasetId: 3, exampleCount: 2 }],
    },
  });
  renderConsole(nlpCategoriesResource, { path, dataProvider });
}

describe('ResourceBreadcrumbs', () => {
  it("names a category list's dataset, linking to the datasets", async () => {
    setup(LIST);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'NLP datasets' })).toHaveAttribute(
      'href',
      '/administration/nlp-tester/datasets',
    );
    expect(await within(crumbs).findByText('Banking')).toBeInTheDocument();
    expect(within(crumbs).getByText('Categories')).toHaveAttribute('aria-current', 'page');
  });

  it("leads from a category back to its dataset's categories", async () => {
    setup(`${LIST}/greeting/overview`);
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(await within(crumbs).findByText('Banking')).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', LIST);
  });
});
