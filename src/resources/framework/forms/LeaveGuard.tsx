import { Confirm, useBlocker } from 'react-admin';

export interface LeaveGuardProps {
  /** Whether leaving now would lose changes; read when a navigation starts. */
  shouldAsk: () => boolean;
  /** Called when the user chose to leave (before the navigation proceeds). */
  onLeave?: () => void;
}

/**
 * Asks before going to another address (another page, or closing a dialog, which changes the query) while
 * `shouldAsk()` holds. Needs a data router: render it only when `useCanBlock()` says so.
 */
export function LeaveGuard({ shouldAsk, onLeave }: LeaveGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      shouldAsk(),
  );
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="framework.unsaved_title"
      content="framework.unsaved_message"
      confirm="framework.leave"
      cancel="framework.stay"
      onConfirm={() => {
        onLeave?.();
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}
