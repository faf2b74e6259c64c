import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { readDraft, removeDraft, writeDraft } from './drafts';

export interface DraftKeeperProps {
  draftKey: string;
  /** Sources never written to storage (secrets). */
  exclude: readonly string[];
  /** Set once the form is being left on purpose (saved); nothing is written any more. */
  leaving: RefObject<boolean>;
}

const without = (values: Record<string, unknown>, exclude: readonly string[]) =>
  Object.fromEntries(Object.entries(values).filter(([key]) => !exclude.includes(key)));

/**
 * Writes the form's values to session storage while it is dirty and restores them on mount, with a notice and a
 * way to discard them: no edit is lost to a reload.
 */
export function DraftKeeper({ draftKey, exclude, leaving }: DraftKeeperProps) {
  const translate = useTranslate();
  const { setValue, reset, control } = useFormContext();
  // Dirty fields, not isDirty: a reset keeping dirty values (see ResourceForm) clears isDirty but keeps them.
  const isDirty = Object.keys(useFormState({ control }).dirtyFields).length > 0;
  const values = useWatch({ control }) as Record<string, unknown>;
  // Read once, on mount: the draft written by this form before a reload.
  const [draft] = useState(() => readDraft(draftKey));
  const [restored, setRestored] = useState(draft !== null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!draft) return;
    Object.entries(without(draft, exclude)).forEach(([source, value]) =>
      setValue(source, value, { shouldDirty: true }),
    );
  }, [draft, exclude, setValue]);

  const snapshot = JSON.stringify(without(values ?? {}, exclude));
  useEffect(() => {
    if (leaving.current || !started.current) return;
    if (isDirty) writeDraft(draftKey, JSON.parse(snapshot) as Record<string, unknown>);
    else if (!restored) removeDraft(draftKey);
  }, [draftKey, isDirty, snapshot, leaving, restored]);

  if (!restored) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => {
            removeDraft(draftKey);
            reset();
            setRestored(false);
          }}
        >
          {translate('framework.discard_draft')}
        </Button>
      }
    >
      {translate('framework.draft_restored')}
    </Alert>
  );
}
