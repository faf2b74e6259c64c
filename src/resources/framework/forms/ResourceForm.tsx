import { Box, Button, DialogActions, DialogContent } from '@mui/material';
import { useMemo, useRef, type ReactNode } from 'react';
import {
  Form,
  SaveButton,
  useCanBlock,
  useDataProvider,
  useNotify,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { isSilentError } from '../../../providers/apiError';
import { fieldTypeOf } from '../../field-types/fieldTypeRegistry';
import type { ResourceConfig } from '../../types';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';
import { DraftKeeper } from './DraftKeeper';
import { removeDraft } from './drafts';
import { FieldInput } from './FieldInput';
import { fromFormValues, toFormValues, type FormInput } from './formValues';
import { RecordConflictPanel } from './RecordConflictPanel';
import { useRecordConflict } from './useRecordConflict';
import { validatorsFor } from './raValidators';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';

export interface ResourceFormProps {
  /** The resource whose calls check `unique` validators (a configured page's form names none). */
  config: Pick<ResourceConfig, 'route'>;
  inputs: readonly FormInput[];
  /** The record whose values fill the form (undefined: the declared defaults). */
  record?: RaRecord;
  recordId?: Identifier;
  draftKey: string;
  /**
   * Sends the body; throws the API error on failure (field errors in `body.errors` land on the fields). `version` is
   * the record's version the form opened with, or after a conflict (412) the one the user resolved against.
   */
  onSubmit: (body: Record<string, unknown>, options?: { version?: string }) => Promise<void>;
  onCancel: () => void;
  submitLabel?: string;
  cancelLabel?: string;
  /** More buttons beside Cancel and Save, inside the form (they may use react-hook-form's context). */
  children?: ReactNode;
  /** Shown above the inputs (who else is editing the record). */
  notice?: ReactNode;
}

const KEEP_DIRTY = { keepDirtyValues: true };

/** The `errors` of an API failure, when it names fields of this form. */
function fieldErrorsOf(error: unknown, inputs: readonly FormInput[]): Record<string, string> | undefined {
  const errors = (error as { body?: { errors?: unknown } })?.body?.errors;
  if (typeof errors !== 'object' || errors === null) return undefined;
  const known = Object.entries(errors as Record<string, string>).filter(([source]) =>
    inputs.some(({ input }) => input.source === source),
  );
  return known.length > 0 ? Object.fromEntries(known) : undefined;
}

/**
 * A generic form over configured inputs: validators by name (SPEC §5), the server's field errors on the fields,
 * a draft kept in session storage and a warning before leaving unsaved changes.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { config, inputs, record, recordId, draftKey, onSubmit, onCancel, submitLabel, cancelLabel } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const timeZone = useConsoleTimeZone();
  const canBlock = useCanBlock();
  const leaving = useRef(false);
  const initial = useMemo(() => toFormValues(inputs, record ?? {}, timeZone), [inputs, record, timeZone]);
  const secrets = useMemo(
    () => inputs.filter(({ field }) => fieldTypeOf(field).secret).map(({ input }) => input.source),
    [inputs],
  );
  const validators = useMemo(
    () =>
      new Map(
        inputs.map((input) => [
          input.input.source,
          validatorsFor(input, { dataProvider, resource: config.route, recordId, timeZone }),
        ]),
      ),
    [inputs, dataProvider, config.route, recordId, timeZone],
  );

  const { conflict, choices, setChoices, saveOverVersion } = useRecordConflict(
    inputs,
    record,
    initial,
    timeZone,
  );

  const submit = async (values: Record<string, unknown>) => {
    leaving.current = true;
    try {
      const conflicted = await saveOverVersion(values, (body, version) =>
        onSubmit(fromFormValues(inputs, body, timeZone), { version }),
      );
      if (conflicted) {
        leaving.current = false;
        return undefined;
      }
      removeDraft(draftKey);
      return undefined;
    } catch (error) {
      leaving.current = false;
      const errors = fieldErrorsOf(error, inputs);
      if (errors) return errors;
      if (!isSilentError(error))
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      return undefined;
    }
  };

  return (
    // keepDirtyValues: the form's own reset on mount must not wipe a restored draft.
    <Form record={initial} onSubmit={submit} noValidate resetOptions={KEEP_DIRTY}>
      <DialogContent>
        <DraftKeeper draftKey={draftKey} exclude={secrets} leaving={leaving} />
        {props.notice}
        {conflict && (
          <RecordConflictPanel rows={conflict.rows} inputs={inputs} choices={choices} onChoose={setChoices} />
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {inputs.map(({ input, field }) => (
            <FieldInput
              key={input.source}
              field={field}
              validate={validators.get(input.source) ?? []}
              readOnly={input.readOnly}
              component={input.component}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        {props.children}
        <Button onClick={onCancel}>{translate(cancelLabel ?? 'ra.action.cancel')}</Button>
        <SaveButton label={submitLabel ?? 'ra.action.save'} alwaysEnable />
      </DialogActions>
      {canBlock && (
        <UnsavedChangesGuard
          draftKey={draftKey}
          leaving={leaving}
          onLeave={() => {
            leaving.current = true;
          }}
        />
      )}
    </Form>
  );
}
