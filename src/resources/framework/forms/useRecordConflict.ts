import { useState } from 'react';
import { isConflictBody, RECORD_VERSION_FIELD } from '../../../shared/wire/recordVersion';
import { toFormValues, type FormInput } from './formValues';
import { conflictRows, type ConflictChoice, type ConflictRow } from './recordConflict';

type Values = Record<string, unknown>;
type Save = (values: Values, version: string | undefined) => Promise<void>;

/**
 * Saves over the record's version the form opened with (issue 36.4). When the platform answers 412, the fields
 * another user changed meanwhile become `conflict` rows with a preselected choice each; the next save goes over the
 * version the user resolved against. A conflict on no field the user set differently is saved over at once.
 */
export function useRecordConflict(
  inputs: readonly FormInput[],
  record: Values | undefined,
  initial: Values,
  timeZone: string,
) {
  const [conflict, setConflict] = useState<{ rows: ConflictRow[]; version: string }>();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  // The version and values the form opened with: a live refresh of the record moves neither.
  const [opened] = useState(() => {
    const version = record?.[RECORD_VERSION_FIELD];
    return { version: typeof version === 'string' ? version : undefined, values: initial };
  });
  const rowsOf = (values: Values, current: unknown) =>
    conflictRows(
      inputs.filter(({ input }) => !input.readOnly).map(({ input }) => input.source),
      opened.values,
      values,
      toFormValues(inputs, current, timeZone),
    );

  /** Saves; resolves true when a conflict now awaits the user's choice instead. Other failures throw. */
  const saveOverVersion = async (values: Values, save: Save): Promise<boolean> => {
    try {
      await save(values, conflict?.version ?? opened.version);
      return false;
    } catch (error) {
      const body = (error as { body?: unknown })?.body;
      if (!isConflictBody(body)) throw error;
      const rows = rowsOf(values, body.current);
      if (rows.length === 0) {
        await save(values, body.version);
        return false;
      }
      setConflict({ rows, version: body.version });
      // Preselected: their value where only they changed a field, the user's own where both did.
      setChoices(Object.fromEntries(rows.map((row) => [row.source, row.both ? 'mine' : 'theirs'])));
      return true;
    }
  };
  return { conflict, choices, setChoices, saveOverVersion };
}
