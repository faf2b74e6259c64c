/** English texts of the variables storage (`resources.variablesStorage.*`). */
export const variablesStorageMessages = {
  fields: {
    id: 'ID',
    key: 'Key',
    kind: 'Kind',
    value: 'Value',
    opens: 'Opens',
    closes: 'Closes',
    idTenant: 'Tenant',
    tenantName: 'Tenant',
    updated: 'Modified',
  },
  tabs: { overview: 'Overview' },
  accessKey: {
    title: 'Access key',
    none: 'No access key yet',
    created: 'Generated %{date}',
  },
  actions: {
    generateKey: 'Generate key',
    generateKey_confirm:
      'Generate a new access key for %{record}? The current key stops working; the new one is shown only once.',
    generateKey_done: 'A new access key was generated',
    remove: 'Remove',
    remove_confirm: 'Remove the key %{record}? Flows reading it get no value.',
    remove_done: 'Key removed',
  },
};
