import { fireEvent, screen } from '@testing-library/react';
import { TaskStatus } from '../../shared/enumerations';
import type { BackgroundTask } from '../../shared/wire/home';
import { renderConsole } from '../../testing/renderConsole';
import { TaskCard } from './TaskCard';

const done: BackgroundTask = {
  id: 5,
  name: 'CSV export: dial-logs',
  description: '102000 rows',
  created: '2024-03-31T22:30:00Z',
  status: TaskStatus.DONE,
  progress: 100,
  resultUrl: '/api/home/exports/5/file',
  idTenant: 1,
  idUser: 3,
};

describe('TaskCard', () => {
  it('offers the result of a finished task for download, without a progress bar', () => {
    const onDownload = vi.fn();
    renderConsole(<TaskCard task={done} timeZone="UTC" onDownload={onDownload} />);
    expect(screen.getByRole('img', { name: 'Done' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download' }));
    expect(onDownload).toHaveBeenCalledWith(done);
  });

  it('offers no download while running or without a result', () => {
    renderConsole(
      <TaskCard
        task={{ ...done, status: TaskStatus.RUNNING, progress: 10 }}
        timeZone="UTC"
        onDownload={vi.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
  });

  it("opens a test call's conversation instead of downloading it", () => {
    const page = '/administration/conversation-details/0b7c1a52-4a5e-4c1f-9d7e-2f3a4b5c6d7e/timeline';
    renderConsole(<TaskCard task={{ ...done, resultUrl: page }} timeZone="UTC" onDownload={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Open conversation' })).toHaveAttribute('href', page);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });

  it("opens a finished revert's new version in the flow's history", () => {
    const page = '/flows/detail/12/history?compare=3-9';
    renderConsole(<TaskCard task={{ ...done, resultUrl: page }} timeZone="UTC" onDownload={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Open new version' })).toHaveAttribute('href', page);
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
  });
});
