import { screen } from '@testing-library/react';
import { renderShell } from '../testing/shellTestHarness';
import { ConsoleLayoutFrame } from './ConsoleLayoutFrame';

function Broken(): never {
  throw new Error('boom');
}

const Bar = () => <div>top bar</div>;
const SideMenu = () => <nav aria-label="side">menu</nav>;

describe('ConsoleLayoutFrame', () => {
  it('frames the page with the app bar, the menu and a skip link', async () => {
    renderShell(
      <ConsoleLayoutFrame appBar={Bar} menu={SideMenu}>
        <p>page</p>
      </ConsoleLayoutFrame>,
    );
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(screen.getByText('top bar')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'side' })).toBeInTheDocument();
    expect(document.getElementById('main-content')).toContainElement(screen.getByText('page'));
  });

  it('shows the error page with a way back when a screen crashes, keeping the frame', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderShell(
      <ConsoleLayoutFrame appBar={Bar} menu={SideMenu}>
        <Broken />
      </ConsoleLayoutFrame>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByText('top bar')).toBeInTheDocument();
  });
});
