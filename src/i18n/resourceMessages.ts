/** English texts of resources (names, fields, tabs) and enumerations; kept apart from the shell's texts. */
export const resourceMessages = {
  enums: {
    channel: { VOICE: 'Voice', CHAT: 'Chat', RPA: 'RPA' },
  },
  resources: {
    flows: {
      name: 'Flow |||| Flows',
      fields: {
        id: 'ID',
        name: 'Name',
        description: 'Description',
        folderName: 'Folder',
        language: 'Language',
        version: 'Version',
        channels: 'Channels',
        tags: 'Tags',
        createdBy: 'Created by',
        created: 'Created',
        modified: 'Modified',
      },
      tabs: { overview: 'Overview' },
    },
    tenants: {
      name: 'Tenant |||| Tenants',
      fields: {
        id: 'ID',
        name: 'Name',
        code: 'Code',
        idParentTenant: 'Parent',
        parentName: 'Parent',
        enabled: 'Enabled',
        twoFactorRequired: 'Two-factor required',
        channels: 'Channels',
        timezone: 'Timezone',
        contactEmail: 'E-mail',
        website: 'Website',
        userCount: 'Users',
        lineCount: 'Lines',
        created: 'Created',
      },
      tabs: { overview: 'Overview' },
    },
  },
};
