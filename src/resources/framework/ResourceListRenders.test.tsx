import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider, type GetListParams } from 'react-admin';
import type { Tenant } from '../../shared/wire/administration';
import { renderConsole } from '../../testing/renderConsole';
import { tenantsResource } from '../tenants/tenantsResource';
import type { FieldOf } from '../field-types/fieldTypeDefinition';
import type { FieldDisplayProps } from './field-views/fieldView';
import { FIELD_VIEWS } from './field-views/fieldViews';
import { ResourceList } from './ResourceList';

const tenant = (id: number, code: string): Tenant => ({
  id,
  name: `Tenant ${code}`,
  code,
  idParentTenant: null,
  parentName: null,
  enabled: true,
  twoFactorRequired: false,
  channels: 3,
  timezone: 'UTC',
  contactEmail: null,
  website: null,
  created: '2024-03-15T12:00:00Z',
  userCount: 1,
  lineCount: 1,
});

const pages: Record<number, Tenant[]> = {
  1: [tenant(1, 'ACME'), { ...tenant(2, 'BETA'), idParentTenant: 1, parentName: 'Tenant ACME' }],
  2: [tenant(3, 'GAMMA')],
};

// Counts the renders of the text cells, by record: the text type's display stands in for every cell's work.
const textView = FIELD_VIEWS.text;
const rendered = vi.fn<(id: unknown) => void>();
const rendersOf = (id: number) => rendered.mock.calls.filter(([of]) => of === id).length;
function CountedText(props: FieldDisplayProps<FieldOf<'text'>>) {
  rendered(props.record?.id);
  return <textView.Display {...props} />;
}

beforeEach(() => {
  rendered.mockClear();
  FIELD_VIEWS.text = { ...textView, Display: CountedText };
});
afterEach(() => {
  FIELD_VIEWS.text = textView;
});

describe('ResourceList renders', () => {
  it('does not render the cells of the page it leaves again on a page change (react-admin memoises its rows)', async () => {
    const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => ({
      data: pages[pagination?.page ?? 1] ?? [],
      total: 26,
    }));
    renderConsole(<ResourceList config={tenantsResource} />, {
      path: '/administration/tenants',
      route: '/administration/tenants/*',
      dataProvider: testDataProvider({ getList } as never),
    });
    await screen.findByText('ACME');
    await waitFor(() => expect(screen.getByText('1-25 of 26')).toBeInTheDocument());
    const before = [rendersOf(1), rendersOf(2)];
    expect(before[0]).toBeGreaterThan(0);
    const link = screen.getByRole('link', { name: 'Tenant ACME' });
    expect(link).toHaveAttribute('href', '/administration/tenants/detail/1/overview');

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await screen.findByText('GAMMA');

    expect(getList).toHaveBeenCalledWith(
      'administration/tenants',
      expect.objectContaining({ pagination: { page: 2, perPage: 25 } }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('page=2');
    expect([rendersOf(1), rendersOf(2)]).toEqual(before);
    expect(rendersOf(3)).toBeGreaterThan(0);
  });
});
