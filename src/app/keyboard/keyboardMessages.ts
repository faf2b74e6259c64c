/** Texts of the keyboard shortcuts (their help dialog) and of search everywhere. */
export const shortcutMessages = {
  title: 'Keyboard shortcuts',
  then: 'then',
  or: 'or',
  scope: {
    anywhere: 'Anywhere',
    lists: 'In lists',
    forms: 'In forms',
    dialogs: 'In dialogs',
  },
  search: 'Search everywhere',
  help: 'Show the keyboard shortcuts',
  go_flows: 'Go to flows',
  go_campaigns: 'Go to campaigns',
  go_administration: 'Go to administration',
  next_row: 'Next row',
  previous_row: 'Previous row',
  open_row: 'Open the row',
  save: 'Save the form',
  close: 'Close the dialog',
  not_in_fields: 'Keys without Ctrl or ⌘ do nothing while you type in a field.',
};

export const searchMessages = {
  open: 'Search everywhere (%{keys})',
  title: 'Search everywhere',
  input: 'Names, numbers, e-mails, guids, pages and actions',
  recent: 'Recent',
  records: 'Records',
  pages: 'Pages and actions',
  create: 'Create: %{name}',
  switch_tenant: 'Switch tenant',
  page: 'Page',
  action: 'Action',
  searching: 'Searching…',
  nothing: 'Nothing found',
  failed: 'The search failed: %{message}',
};
