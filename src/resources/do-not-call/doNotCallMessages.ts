/** English texts of do-not-call lists and their numbers (`resources.doNotCallLists.*`, `…doNotCallNumbers.*`). */
export const doNotCallListsMessages = {
  tabs: { overview: 'Overview' },
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    numberCount: 'Numbers',
    created: 'Created',
    updated: 'Modified',
  },
  actions: {
    remove: 'Delete',
    remove_confirm: 'Delete the list and all its numbers?',
    remove_done: 'List deleted',
    exportNumbers: 'Export CSV',
    exportNumbers_done: 'List exported',
    removeNumber: 'Remove',
    removeNumber_confirm: 'Remove this number from the list?',
    removeNumber_done: 'Number removed',
  },
  import: {
    choose: 'Import CSV',
    hint: 'A CSV file with a "phone" column (E.164, e.g. +420601234567) and optionally "expires" (YYYY-MM-DD, the last day listed) and "note". A file with any bad row changes nothing.',
    done: '%{name}: %{added}, %{updated}',
    added: '1 number added |||| %{smart_count} numbers added',
    updated: '1 number updated |||| %{smart_count} numbers updated',
  },
};

export const doNotCallNumbersMessages = {
  fields: {
    id: 'ID',
    phone: 'Phone number',
    expires: 'Listed until',
    active: 'Blocks calls',
    note: 'Note',
    created: 'Added',
  },
  actions: { importNumbers: 'Import CSV', importNumbers_done: 'File imported' },
};
