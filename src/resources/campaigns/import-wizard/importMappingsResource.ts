import { defineResource } from '../../defineResource';

/** The tenant's saved column mappings of the contact import wizard (read and saved by the wizard only). */
export const importMappingsResource = defineResource({
  name: 'campaignContactImportMappings',
  route: 'campaigns-contact-import-mappings',
  embedded: true,
  representation: 'name',
  api: {
    list: { path: '/callbot/contact-import-mappings' },
    get: { path: '/callbot/contact-import-mappings/{id}' },
    create: { path: '/callbot/contact-import-mappings' },
  },
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'mapping', type: 'json' },
    { source: 'created', type: 'datetime' },
  ],
  list: { columns: ['name'], defaultSort: { field: 'name', order: 'ASC' }, export: 'none' },
  permissions: {
    list: [{ area: 'Campaign', action: 'view' }],
    detail: [{ area: 'Campaign', action: 'view' }],
    create: [{ area: 'Campaign', action: 'edit' }],
  },
});
