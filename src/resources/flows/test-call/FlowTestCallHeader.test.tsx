import { fireEvent, screen, within } from '@testing-library/react';
import { renderConsole } from '../../../testing/renderConsole';
import { flowsResource } from '../flowsResource';
import { FlowTestCallHeader } from './FlowTestCallHeader';

const slow = { timeout: 8000 };
const record = { id: 5, name: 'Banking menu' };

describe('FlowTestCallHeader', { timeout: 30000 }, () => {
  it('opens the test call in a drawer for users who may test flows', async () => {
    renderConsole(<FlowTestCallHeader config={flowsResource} record={record} />, {
      permissions: { CallScript: ['view', 'test'] },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Test call' }, slow));
    const drawer = await screen.findByRole('region', { name: 'Test call' }, slow);
    expect(within(drawer).getByRole('button', { name: 'Start test call' })).toBeEnabled();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close the test call' }));
    expect(await screen.findByRole('button', { name: 'Test call' })).toBeVisible();
  });

  it('offers nothing without the test permission', async () => {
    renderConsole(
      <>
        <FlowTestCallHeader config={flowsResource} record={record} />
        <p>Flow overview</p>
      </>,
      { permissions: { CallScript: ['view'] } },
    );
    expect(await screen.findByText('Flow overview', {}, slow)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Test call' })).not.toBeInTheDocument();
  });
});
