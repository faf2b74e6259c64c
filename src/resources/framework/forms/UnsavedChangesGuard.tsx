import type { RefObject } from 'react';
import { useFormState } from 'react-hook-form';
import { removeDraft } from './drafts';
import { LeaveGuard } from './LeaveGuard';

/** Asks before leaving a dirty form; leaving discards its draft. */
export function UnsavedChangesGuard({
  draftKey,
  leaving,
  onLeave,
}: {
  draftKey: string;
  /** Set while the form is being left on purpose (saved): nothing is blocked. */
  leaving: RefObject<boolean>;
  onLeave: () => void;
}) {
  // Dirty fields, not isDirty: a reset keeping dirty values (a restored draft) clears isDirty but keeps them.
  const isDirty = Object.keys(useFormState().dirtyFields).length > 0;
  return (
    <LeaveGuard
      shouldAsk={() => isDirty && !leaving.current}
      onLeave={() => {
        onLeave();
        removeDraft(draftKey);
      }}
    />
  );
}
