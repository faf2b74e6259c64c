import { fireEvent, screen } from '@testing-library/react';
import { renderConsole } from '../testing/renderConsole';
import { SessionEndedDialog } from './SessionEndedDialog';

function setup(signInAgain: () => Promise<void>) {
  const signOut = vi.fn();
  const onSignedIn = vi.fn();
  renderConsole(<SessionEndedDialog signInAgain={signInAgain} signOut={signOut} onSignedIn={onSignedIn} />);
  return { signOut, onSignedIn };
}

describe('SessionEndedDialog', () => {
  it('signs in again and hands back the page', async () => {
    const signInAgain = vi.fn(async () => undefined);
    const { onSignedIn, signOut } = setup(signInAgain);
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(dialog).toHaveTextContent('changes that are not saved');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(signOut).not.toHaveBeenCalled();
  });

  it('says why a closed popup did not sign in (SPEC §8), and can try again', async () => {
    const signInAgain = vi.fn(async () => Promise.reject(new Error('Popup closed by user')));
    const { onSignedIn } = setup(signInAgain);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popup closed by user');
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs out when asked', async () => {
    const { signOut } = setup(vi.fn(async () => undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });
});
