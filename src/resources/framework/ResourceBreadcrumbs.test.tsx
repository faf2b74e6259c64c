import { screen, within } from '@testing-library/react';
import { botDeployModulesResource } from '../bot-deploy/botDeployModulesResource';
import { knowledgeBasesResource } from '../knowledge-bases/knowledgeBasesResource';
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

  describe("a knowledge base's tenant (a parent named by the record's own field)", () => {
    const render = (permissions?: Record<string, string[]>) =>
      renderConsole(knowledgeBasesResource, {
        path: '/administration/knowledge-bases/detail/7/overview',
        permissions,
        dataProvider: createFakeDataProvider({
          resources: resourceRegistry,
          records: {
            tenants: [{ id: 2, name: 'Acme' }],
            knowledgeBases: [{ id: 7, name: 'Price list', idTenant: 2, idLanguage: 1, files: [], urls: [] }],
          },
        }),
      });

    it("leads to the tenant's data tab", async () => {
      render();
      const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name: 'Tenants' })).toHaveAttribute(
        'href',
        '/administration/tenants',
      );
      expect(await within(crumbs).findByRole('link', { name: 'Acme' })).toHaveAttribute(
        'href',
        '/administration/tenants/detail/2/data/knowledge-bases',
      );
      expect(within(crumbs).getByRole('link', { name: 'Knowledge bases' })).toHaveAttribute(
        'href',
        '/administration/knowledge-bases',
      );
    });

    it('leaves the tenant out for a user who may not read tenants', async () => {
      render({ KnowledgeBase: ['view'] });
      const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
      expect(within(crumbs).getByRole('link', { name: 'Knowledge bases' })).toBeInTheDocument();
      expect(within(crumbs).queryByRole('link', { name: 'Tenants' })).toBeNull();
    });
  });

  it("leads from a bot deploy module to the overview's modules tab (the screen its list is shown in)", async () => {
    renderConsole(botDeployModulesResource, {
      path: '/administration/bot-deploy/module/detail/chatbot/bot-01/overview',
      dataProvider: createFakeDataProvider({
        resources: resourceRegistry,
        records: { botDeployModules: [{ id: 'chatbot/bot-01', name: 'chatbot', server: 'bot-01' }] },
      }),
    });
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Bot deploy' })).toHaveAttribute(
      'href',
      '/administration/bot-deploy/overview',
    );
    expect(within(crumbs).getByRole('link', { name: 'Modules' })).toHaveAttribute(
      'href',
      '/administration/bot-deploy/overview/modules',
    );
  });
});
