import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PermissionMap } from '../../shared/permissions';
import { createFakeAuthProvider } from '../framework/testing/fakeAuthProvider';
import { createFakeDataProvider } from '../framework/testing/fakeDataProvider';
import { FAKE_BILLING_ACCOUNTS } from './fakeBillingApi';
import { renderConsole } from '../../testing/renderConsole';
import { resourceRegistry } from '../registry';
import { billingResource } from './billingResource';
import { monthRange } from './billingPeriod';

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

  it('compares like with like, says against which days, and draws call charges and fees apart', async () => {
    setup({ Statistics: ['viewbilling'] });
    const overview = await screen.findByRole('region', { name: 'Overview' }, slow);
    // The fake's fee is new this period: no percentage against nothing; call charges compare with call charges.
    const fees = await within(overview).findByText('Fees', { selector: 'dt' }, slow);
    expect(fees.parentElement).toHaveTextContent('None in the previous period: no change to show');
    const charges = within(overview).getByText('Call charges', { selector: 'dt' });
    expect(charges.parentElement).toHaveTextContent('0 % against the previous period');
    const calls = within(overview).getByText('Calls', { selector: 'dt' }).parentElement!;
    expect(within(calls).getByText('0 % against the previous period')).toBeInTheDocument();
    expect(
      within(overview).getByText(/compares like with like.*\d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}/),
    ).toBeVisible();
    expect(within(overview).getByRole('region', { name: 'Call charges per day' })).toBeInTheDocument();
    expect(within(overview).getByRole('region', { name: 'Fees per day' })).toBeInTheDocument();
  });

  it('opens the recalculation with the period on screen', async () => {
    setup({ Statistics: ['viewbilling', 'editbilling'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Last month' }, slow));
    fireEvent.click(await screen.findByRole('button', { name: 'Recalculate' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    const first = await within(dialog).findByLabelText(/First day/, {}, slow);
    const last = within(dialog).getByLabelText(/Last day/);
    const month = monthRange(1, 'UTC');
    const typed = (day: string) => day.split('-').reverse().join('/');
    await waitFor(() => expect(first).toHaveValue(typed(month.from)));
    expect(last).toHaveValue(typed(month.to));
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
