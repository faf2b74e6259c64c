import { screen } from '@testing-library/react';
import { PasswordExpiryWarning } from './PasswordExpiryWarning';
import { testIdentity } from '../../testing/fixtures';
import { renderConsole } from '../../testing/renderConsole';

const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000 - 60_000).toISOString();

describe('PasswordExpiryWarning', () => {
  it('warns with the days left and links Change password to the own profile, without any permission', async () => {
    renderConsole(<PasswordExpiryWarning />, {
      identity: testIdentity({ passwordExpiration: { type: 'WARNING', expiresAt: inDays(3), warnDays: 7 } }),
    });
    expect(await screen.findByText('Your password will expire in 3 days.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/profile');
  });

  it('says one day in the singular', async () => {
    renderConsole(<PasswordExpiryWarning />, {
      identity: testIdentity({ passwordExpiration: { type: 'WARNING', expiresAt: inDays(1), warnDays: 7 } }),
    });
    expect(await screen.findByText('Your password will expire in 1 day.')).toBeInTheDocument();
  });

  it('says the password has expired', async () => {
    renderConsole(<PasswordExpiryWarning />, {
      identity: testIdentity({ passwordExpiration: { type: 'BLOCK', expiresAt: inDays(-2), warnDays: 7 } }),
    });
    expect(await screen.findByText('Your password has expired.')).toBeInTheDocument();
  });

  it('stays hidden outside the warning period', async () => {
    renderConsole(
      <>
        <PasswordExpiryWarning />
        <p>rendered</p>
      </>,
      {
        identity: testIdentity({
          passwordExpiration: { type: 'WARNING', expiresAt: inDays(30), warnDays: 7 },
        }),
      },
    );
    await screen.findByText('rendered');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
