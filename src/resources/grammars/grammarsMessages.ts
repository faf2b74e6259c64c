/** English texts of grammars (`resources.grammars.*`). */
export const grammarsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    kind: 'Kind',
    content: 'Content',
    idLanguage: 'Language',
    languageName: 'Language',
    flowCount: 'Used in flows',
    created: 'Created',
    updated: 'Updated',
  },
  kinds: { keywords: 'Keywords', regex: 'Regular expression', srgs: 'SRGS' },
  tabs: { overview: 'Overview', usedInFlows: 'Used in flows' },
  actions: {
    duplicate: 'Duplicate',
    duplicate_confirm: 'Create a copy of this grammar?',
    duplicate_done: 'The grammar was duplicated',
  },
  validation: { name_exists: 'A grammar with this name already exists' },
};
