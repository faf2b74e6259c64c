import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
  type RefObject,
} from 'react';
import { Confirm, useBlocker, useCanBlock } from 'react-admin';

export interface LeaveGuardProps {
  /** Whether leaving now would lose changes; read when a navigation starts. */
  shouldAsk: () => boolean;
  /** Called when the user chose to leave (before the navigation proceeds). */
  onLeave?: () => void;
}

type Guard = RefObject<LeaveGuardProps>;
type Register = (guard: Guard) => () => void;

// React Router supports one blocker at a time: a page with several forms (a tenant's tab forms and its edit dialog)
// registers them all with the one blocker of the page's provider.
const LeaveGuards = createContext<Register | undefined>(undefined);
const UnsavedChanges = createContext<() => boolean>(() => false);

/** Whether any form under the page's `LeaveGuardProvider` would lose changes now (read it when it matters). */
export function useUnsavedChanges(): () => boolean {
  return useContext(UnsavedChanges);
}

/** The one question "leave without saving?" for every form on the page: another address asks while any would lose changes. */
function PageBlocker({ guards }: { guards: RefObject<Set<Guard>> }) {
  const asking = useRef<Guard[]>([]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname && currentLocation.search === nextLocation.search)
      return false;
    asking.current = [...guards.current].filter((guard) => guard.current.shouldAsk());
    return asking.current.length > 0;
  });
  return (
    <Confirm
      isOpen={blocker.state === 'blocked'}
      title="framework.unsaved_title"
      content="framework.unsaved_message"
      confirm="framework.leave"
      cancel="framework.stay"
      onConfirm={() => {
        asking.current.forEach((guard) => guard.current.onLeave?.());
        blocker.proceed?.();
      }}
      onClose={() => blocker.reset?.()}
    />
  );
}

/** Holds the page's leave guards under one blocker (needs a data router; without one nothing is blocked). */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const canBlock = useCanBlock();
  const guards = useRef(new Set<Guard>());
  const register = useCallback<Register>((guard) => {
    guards.current.add(guard);
    return () => {
      guards.current.delete(guard);
    };
  }, []);
  const unsaved = useCallback(() => [...guards.current].some((guard) => guard.current.shouldAsk()), []);
  return (
    <LeaveGuards.Provider value={register}>
      <UnsavedChanges.Provider value={unsaved}>
        {children}
        {canBlock && <PageBlocker guards={guards} />}
      </UnsavedChanges.Provider>
    </LeaveGuards.Provider>
  );
}

/**
 * Asks before going to another address (another page, or closing a dialog, which changes the query) while
 * `shouldAsk()` holds: through the page's `LeaveGuardProvider`, or with a blocker of its own outside one. Needs a
 * data router: render it only when `useCanBlock()` says so.
 */
export function LeaveGuard(props: LeaveGuardProps) {
  const register = useContext(LeaveGuards);
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });
  useEffect(() => register?.(latest), [register]);
  return register ? null : <OwnBlocker guard={latest} />;
}

function OwnBlocker({ guard }: { guard: Guard }) {
  const guards = useRef(new Set([guard]));
  return <PageBlocker guards={guards} />;
}
