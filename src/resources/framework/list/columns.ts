import type { FieldConfig, ResourceConfig } from '../../types';

/** Store key of a list's hidden columns (react-admin's DataTable keeps the ranks under `{key}_columnRanks`). */
export const columnsStoreKey = (config: Pick<ResourceConfig, 'name'>) => `${config.name}.columns`;
export const ranksStoreKey = (config: Pick<ResourceConfig, 'name'>) =>
  `${columnsStoreKey(config)}_columnRanks`;

/** Every column the chooser offers, in declaration order: the default columns, then the optional ones. */
export function listColumns(config: ResourceConfig): FieldConfig[] {
  return [...config.list.columns, ...config.list.optionalColumns]
    .map((source) => config.fields.find((field) => field.source === source))
    .filter((field): field is FieldConfig => field !== undefined);
}

/** Columns hidden until the user picks them (identified like DataTable does: by the column's source). */
export const defaultHiddenColumns = (config: ResourceConfig) =>
  listColumns(config)
    .filter((field) => config.list.optionalColumns.includes(field.source))
    .map((field) => field.sortField);

/** The columns as shown: reordered by the chosen ranks (DataTable's rule) and without the hidden ones. */
export function visibleColumns(
  config: ResourceConfig,
  hidden: readonly string[] | undefined,
  ranks: readonly number[] | undefined,
): FieldConfig[] {
  const all = listColumns(config);
  const ordered: FieldConfig[] = [];
  all.forEach((field, index) => {
    const rank = ranks ? ranks.indexOf(index) : -1;
    ordered[rank === -1 ? index : rank] = field;
  });
  const hiddenNow = hidden ?? defaultHiddenColumns(config);
  return ordered.filter((field) => field !== undefined && !hiddenNow.includes(field.sortField));
}
