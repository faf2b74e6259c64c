import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AdminContext, memoryStore, useTranslate } from 'react-admin';
import { i18nProvider } from '../providers/i18nProvider';
import { definePage } from './definePage';
import { pageView } from './pageView';

const texts = { app: { pageTextsProbe: { greeting: 'Texts of a page, downloaded with its code' } } };

function ProbePage() {
  const translate = useTranslate();
  return <p>{translate('app.pageTextsProbe.greeting')}</p>;
}

describe('a page with its own texts', () => {
  it('renders them on its first render: they are added when its code arrives, not before', async () => {
    const page = definePage({
      name: 'pageTextsProbe',
      path: '/administration/page-texts-probe',
      label: 'app.pageTextsProbe.title',
      permissions: [],
      component: async () => ProbePage,
      messages: async () => texts,
    });
    const Page = pageView(page);
    expect(i18nProvider.translate('app.pageTextsProbe.greeting', { _: 'absent' })).toBe('absent');
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <Suspense fallback={null}>
          <Page page={page} />
        </Suspense>
      </AdminContext>,
    );
    // No re-render follows the texts' arrival: a page rendered before them would keep showing the key.
    expect(await screen.findByText('Texts of a page, downloaded with its code')).toBeInTheDocument();
    expect(screen.queryByText('app.pageTextsProbe.greeting')).not.toBeInTheDocument();
  });
});
