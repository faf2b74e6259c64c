import { z } from 'zod';
import { conditionSchema } from './conditionSchema';
import { inputSchema } from './inputSchema';
import { call, dotPath, icon, name, permissions, source, text } from './primitives';

/**
 * `confirm: true` asks `resources.{name}.actions.{action}_confirm`; an object may name its own question and a
 * field whose value the user must type to go on (SPEC §5: "Line removal requires typing the line name"); the typed
 * text is sent in the body under the same name.
 */
const confirm = z.union([
  text,
  z.boolean(),
  z.strictObject({ message: text.optional(), typeField: source.optional() }),
]);

/**
 * A record action (one record, `{id}` in the path), a bulk action (the selected ids, sent as `ids`) or a row action
 * (a row of a related list on the record's detail: `{id}` is the record, `{rowId}` the row). An action with a form
 * opens a dialog (also by `?dialog={name}`); the form values are the body, merged over `call.body`.
 */
export const actionSchema = z.strictObject({
  name,
  scope: z.enum(['record', 'bulk', 'row']),
  label: text.optional(),
  icon: icon.optional(),
  call,
  confirm: confirm.optional(),
  form: z.array(inputSchema).default([]),
  permissions,
  /** Record actions: the detail tab (path, e.g. `advanced/monitoring`) whose content shows the button. */
  tab: text.optional(),
  /** Shown only when the record matches; `enabledWhen` keeps it visible but disabled otherwise. */
  visibleWhen: conditionSchema.optional(),
  enabledWhen: conditionSchema.optional(),
  /** `download` saves the answer as a file; `list` goes to the list (after a removal). */
  onSuccess: z.enum(['refresh', 'openResult', 'showResult', 'download', 'list']).default('refresh'),
  resultPath: dotPath.default(''),
  successMessage: text.optional(),
});

export type ActionInput = z.input<typeof actionSchema>;
