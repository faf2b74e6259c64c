import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import { ConsoleTimeZoneContext } from '../../../utils/consoleTimeZoneContext';
import { ConsoleTimeZoneProvider } from '../../../utils/ConsoleTimeZoneProvider';
import { createFakeAuthProvider } from '../testing/fakeAuthProvider';
import { ZonedDate } from './ZonedDate';

const MOMENT = '2024-03-31T22:30:00Z';

function renderWithUserIn(timezone: string, ui: ReactNode) {
  const authProvider = createFakeAuthProvider({ registry: [], permissions: {}, timezone });
  const getIdentity = vi.spyOn(authProvider, 'getIdentity');
  render(
    <AdminContext authProvider={authProvider} store={memoryStore()}>
      {ui}
    </AdminContext>,
  );
  return getIdentity;
}

describe('ZonedDate', () => {
  it("outside a list, shows the moment in the user's own time zone", async () => {
    renderWithUserIn('America/New_York', <ZonedDate value={MOMENT} withTime />);
    expect(await screen.findByText('31/03/2024 18:30')).toBeInTheDocument();
  });

  it('inside a list, uses the zone the list shares and never reads the identity', async () => {
    const getIdentity = renderWithUserIn(
      'America/New_York',
      <ConsoleTimeZoneContext value="Europe/Prague">
        <p>
          <ZonedDate value={MOMENT} withTime />
        </p>
        <p>
          <ZonedDate value={MOMENT} />
        </p>
      </ConsoleTimeZoneContext>,
    );
    expect(screen.getByText('01/04/2024 00:30')).toBeInTheDocument();
    expect(screen.getByText('01/04/2024')).toBeInTheDocument();
    expect(getIdentity).not.toHaveBeenCalled();
  });

  it("shares the user's zone, read once, with every date below the provider", async () => {
    const getIdentity = renderWithUserIn(
      'America/New_York',
      <ConsoleTimeZoneProvider>
        {['a', 'b', 'c'].map((key) => (
          <p key={key}>
            <ZonedDate value={MOMENT} withTime />
          </p>
        ))}
      </ConsoleTimeZoneProvider>,
    );
    await waitFor(() => expect(screen.getAllByText('31/03/2024 18:30')).toHaveLength(3));
    expect(getIdentity).toHaveBeenCalledTimes(1);
  });
});
