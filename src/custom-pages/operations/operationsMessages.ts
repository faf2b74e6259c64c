/** English texts of the operations wallboard (`app.operations.*`) but its title (menus: the manifest). */
export const operationsMessages = {
  table: 'Figures per line and campaign',
  filter: 'Filter by name',
  show: 'Show',
  kinds: { all: 'Lines and campaigns', line: 'Lines', campaign: 'Campaigns' },
  only_breaches: 'Only breaches',
  columns: {
    name: 'Name',
    kind: 'Kind',
    inProgress: 'In progress',
    waiting: 'Waiting',
    longestWait: 'Longest wait',
    answered: 'Answered 15/60 min',
    abandoned: 'Abandoned 15/60 min',
    averageHandle: 'Average handle time',
    serviceLevel: 'Service level',
  },
  kind: { line: 'Line', campaign: 'Campaign', total: 'Total' },
  total: 'All lines',
  target: 'target %{percent}% within %{seconds} s',
  level: '%{level}% answered within %{seconds} s',
  no_level: 'No calls to measure',
  status: { ok: 'On target', warning: 'Near target', breach: 'Breach', none: 'No calls' },
  breach_since: 'Breach since %{time}',
  empty: 'No line or campaign matches',
  updated: 'Figures updated live',
};

/** The page's texts where the translator finds them, added when the page's code is downloaded (`definePage`). */
export const operationsTexts = { app: { operations: operationsMessages } };
