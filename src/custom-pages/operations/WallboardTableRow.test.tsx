import { screen, within } from '@testing-library/react';
import type { WallboardRow } from '../../shared/operations/wallboardFigures';
import { renderConsole } from '../../testing/renderConsole';
import { WallboardTableRow } from './WallboardTableRow';

const COMPUTED = '2026-03-01T12:00:00.000Z';
const breach: WallboardRow = {
  id: 'line-7',
  kind: 'line',
  name: 'Support',
  target: { percent: 80, seconds: 20 },
  status: 'breach',
  breachSince: '2026-03-01T11:45:00.000Z',
  inProgress: 2,
  waiting: 1,
  longestWaitSeconds: 30,
  answered15: 1,
  abandoned15: 1,
  answered60: 4,
  abandoned60: 2,
  averageHandleSeconds: 95,
  serviceLevel: 50,
};

const renderRow = (row: WallboardRow, now = Date.parse(COMPUTED)) =>
  renderConsole(
    <table>
      <tbody>
        <WallboardTableRow row={row} computed={COMPUTED} now={now} timeZone="UTC" />
      </tbody>
    </table>,
  );

describe('WallboardTableRow', () => {
  it('says a breach in words and with an icon, not by colour alone, and since when', () => {
    renderRow(breach, Date.parse(COMPUTED) + 5000);
    const row = screen.getByRole('row');
    expect(within(row).getByText('Breach')).toBeInTheDocument();
    expect(within(row).getByTestId('ErrorIcon')).toBeInTheDocument();
    expect(within(row).getByText('50% answered within 20 s')).toBeInTheDocument();
    expect(within(row).getByText('target 80% within 20 s')).toBeInTheDocument();
    expect(within(row).getByText('Breach since 01/03/2026 11:45')).toBeInTheDocument();
    // The longest wait keeps counting from when the figures were computed.
    expect(within(row).getByText('0:35')).toBeInTheDocument();
    expect(within(row).getByText('1 / 4')).toBeInTheDocument();
  });

  it('shows a line on target with its own icon and text, without a breach time', () => {
    renderRow({ ...breach, status: 'ok', serviceLevel: 90, breachSince: null, waiting: 0 });
    expect(screen.getByText('On target')).toBeInTheDocument();
    expect(screen.getByTestId('CheckCircleIcon')).toBeInTheDocument();
    expect(screen.queryByText(/^Breach since/)).toBeNull();
  });

  it('names the totals row and leaves out a target', () => {
    renderRow({ ...breach, id: 'total', kind: 'total', target: null, status: 'none', serviceLevel: null });
    expect(screen.getByRole('rowheader', { name: 'All lines' })).toBeInTheDocument();
    expect(screen.getByText('No calls')).toBeInTheDocument();
    expect(screen.getByText('No calls to measure')).toBeInTheDocument();
    expect(screen.queryByText(/^target/)).toBeNull();
  });
});
