/**
 * Names of the registered form inputs a configuration may use instead of a field type's own input
 * (`"component": "flowFolderPicker"` on an action's or a tab form's input). The inputs themselves are in
 * `customInputs.tsx` and load with the first form that shows them.
 */
export const CUSTOM_INPUT_NAMES = ['flowFolderPicker'] as const;

export type CustomInputName = (typeof CUSTOM_INPUT_NAMES)[number];
