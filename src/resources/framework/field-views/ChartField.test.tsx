import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderFieldDisplay, renderFieldForm } from '../testing/renderFieldView';
import { sampleResource } from '../testing/sampleResource';

const config = sampleResource([
  {
    source: 'calls',
    type: 'chart',
    chart: {
      kind: 'line',
      x: { source: 'day', type: 'date', label: 'Day' },
      series: [{ source: 'count', label: 'Calls' }],
    },
  },
]);
const points = [
  { day: '2024-03-30', count: 4 },
  { day: '2024-03-31', count: 1250.5 },
];

describe('chart field', () => {
  it('draws the points and offers them as a table, read by screen readers and shown on demand', async () => {
    const { value } = renderFieldDisplay(config, 'calls', { calls: points });
    const table = within(value).getByRole('table', { name: 'Calls' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayCalls', '30/03/20244', '31/03/20241,250.5']);
    expect(table).toHaveStyle({ position: 'absolute' });
    const toggle = within(value).getByRole('button', { name: 'Show as table' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(table).not.toHaveStyle({ position: 'absolute' });
    // The drawing (MUI X Charts, downloaded on first use) is hidden from screen readers: the table says it all.
    await waitFor(() => expect(value.querySelector('[aria-hidden] .MuiChartsSurface-root')).not.toBeNull(), {
      timeout: 5000,
    });
  });

  it('says so when there are no points', () => {
    const { value } = renderFieldDisplay(config, 'calls', { calls: [] });
    expect(value).toHaveTextContent('No data for this period');
  });

  it('edits the points as JSON', async () => {
    const { submitted } = renderFieldForm(config, { calls: points });
    const input = screen.getByLabelText('Calls');
    expect(input).toHaveValue(JSON.stringify(points, null, 2));
    fireEvent.change(input, { target: { value: '[{"day": "2024-04-01"' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter valid JSON')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '[{"day": "2024-04-01", "count": 2}]' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual([{ calls: [{ day: '2024-04-01', count: 2 }] }]));
  });
});
