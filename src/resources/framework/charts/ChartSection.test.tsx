import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lastDays, rangeInstants } from '../../../utils/calendarDays';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { createFakeDataProvider } from '../testing/fakeDataProvider';
import { renderConsole } from '../../../testing/renderConsole';
import { sampleChartResource } from '../testing/sampleResource';

const stats = sampleChartResource();
const registry = [stats];

function setup() {
  const dataProvider = createFakeDataProvider({ resources: registry });
  renderConsole(stats, {
    path: '/stats/detail/7/statistics',
    registry,
    dataProvider,
    authProvider: createFakeAuthProvider({ registry, permissions: {}, timezone: 'Europe/Prague' }),
  });
  const chartCalls = () => dataProvider.calls.filter((call) => call.method === 'getChartData');
  return { dataProvider, chartCalls };
}

// The detail page, its record and then the chart's data load one after the other.
const chartTable = () => screen.findByRole('table', { name: 'Calls per day' }, { timeout: 5000 });

const queryOf = (range: { from: string; to: string }) => ({
  ...rangeInstants(range, 'Europe/Prague'),
  timeZone: 'Europe/Prague',
});

describe('chart section', () => {
  it("loads the record's chart over the last days of the console time zone, with totals and a table", async () => {
    const { chartCalls } = setup();
    const table = await chartTable();
    expect(chartCalls()).toEqual([
      {
        method: 'getChartData',
        resource: 'stats',
        params: { path: '/stats/7/statistics', query: queryOf(lastDays(7, 'Europe/Prague')) },
      },
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(8);
    const totals = document.querySelector('[data-chart-totals]') as HTMLElement;
    expect(within(totals).getByText('Calls')).toBeInTheDocument();
    expect(within(totals).getByText('Minutes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    // The days read day/month/year (en-GB, SPEC §9) whatever the browser's locale.
    const week = lastDays(7, 'Europe/Prague');
    expect(screen.getByLabelText('First day')).toHaveValue(week.from.split('-').reverse().join('/'));
  });

  it('sends the picked days as instants of the console time zone (start of the first, start of the day after)', async () => {
    const { chartCalls } = setup();
    await chartTable();
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '01/03/2024' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '31/03/2024' } });
    await waitFor(() =>
      expect(chartCalls().at(-1)?.params).toEqual({
        path: '/stats/7/statistics',
        query: {
          from: '2024-02-29T23:00:00.000Z',
          to: '2024-03-31T22:00:00.000Z',
          timeZone: 'Europe/Prague',
        },
      }),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Calls per day' })).getAllByRole('row')).toHaveLength(
        32,
      ),
    );
  });

  it('offers presets and refuses a range that ends before it starts', async () => {
    const { chartCalls } = setup();
    await chartTable();
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    await waitFor(() =>
      expect(chartCalls().at(-1)?.params).toMatchObject({ query: queryOf(lastDays(90, 'Europe/Prague')) }),
    );
    const calls = chartCalls().length;
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '01/01/2099' } });
    expect(
      await screen.findByText('Pick a first day before the last, at most 366 days apart'),
    ).toBeInTheDocument();
    expect(chartCalls()).toHaveLength(calls);
  });
});
