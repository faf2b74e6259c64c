import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { FAKE_BILLING_ACCOUNTS } from './fakeBillingApi';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { billingResource } from './billingResource';

const account = { ...FAKE_BILLING_ACCOUNTS[0]!, apps: ['voicebot', 'chatbot'] };
const slow = { timeout: 8000 };

function setup(permissions: PermissionMap, tab = 'overview') {
  const dataProvider = createFakeDataProvider({
    resources: resourceRegistry,
    records: {
      billing: [account],
      billingFees: [
        {
          id: 1,
          account: 'voicebot~1',
          name: 'Support',
          amount: 1250,
          currency: 'EUR',
          recurring: true,
          validFrom: '2026-01-01',
          validTo: null,
        },
      ],
    },
  });
  renderConsole(billingResource, {
    path: `/administration/billing/voicebot/1/${tab}`,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry: resourceRegistry, permissions }),
  });
  return dataProvider;
}

describe('the billing detail', { timeout: 30000 }, () => {
  it('shows the period figures in the account currency, costs and margin with viewcosts', async () => {
    setup({ Statistics: ['viewbilling', 'viewcosts'] });
    const figures = await screen.findByRole('region', { name: 'Overview' }, slow);
    await waitFor(() => expect(within(figures).getByText('Margin')).toBeInTheDocument(), slow);
    // The fake answers one 60-unit call a day: this month's revenue is 0.60 EUR a day.
    expect(within(figures).getAllByText(/^€\d+\.\d\d$/).length).toBeGreaterThan(2);
    expect(screen.getByRole('tab', { name: 'Costs' })).toBeInTheDocument();
    // The header (with the period picker) is a lazy view of its own: it may arrive after the figures.
    expect(await screen.findByRole('button', { name: 'This month' }, slow)).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hides the costs tab and keeps the period across a month preset', async () => {
    setup({ Statistics: ['viewbilling'] });
    await screen.findByRole('tab', { name: 'Fees' }, slow);
    expect(screen.queryByRole('tab', { name: 'Costs' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Last month' }, slow));
    expect(screen.getByRole('button', { name: 'Last month' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches the application keeping the tab', async () => {
    setup({ Statistics: ['viewbilling'] }, 'fees');
    const picker = await screen.findByRole('combobox', { name: 'Application' }, slow);
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Chatbot' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/administration/billing/chatbot/1/fees'),
    );
  });

  it("exports a tab's table as a server-side task of the account's rows, with the export permission", async () => {
    const dataProvider = setup({ Statistics: ['viewbilling'] }, 'fees');
    const fees = await screen.findByRole('region', { name: 'Fees' }, slow);
    await within(fees).findByText('Support', {}, slow);
    fireEvent.click(await within(fees).findByRole('button', { name: 'Export CSV' }, slow));
    await waitFor(() =>
      expect(dataProvider.calls.find((call) => call.method === 'startExport')?.params).toMatchObject({
        path: '/statistics/billing-fees',
        filter: { account: 'voicebot~1' },
      }),
    );
  });
});
