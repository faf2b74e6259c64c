import { defineResource } from '../defineResource';
import {
  scriptActions,
  scriptApi,
  scriptCreateInputs,
  scriptEditInputs,
  scriptFields,
} from '../flows/scriptConfig';

const view = [{ area: 'Component', action: 'view' }];
const edit = [{ area: 'Component', action: 'edit' }];

/**
 * Components (SPEC §2 "Components"): call scripts other flows use as steps; list at /administration/components,
 * detail …/detail/{idCallScript}/{overview, history, relations} with the same history, diff and revert as flows.
 */
export const componentsResource = defineResource({
  name: 'components',
  route: 'administration/components',
  representation: 'name',
  icon: 'component',
  api: scriptApi('components'),
  search: ['name'],
  fields: [
    ...scriptFields(),
    { source: 'componentKind', type: 'enum', enumeration: 'assetKind' },
    { source: 'scriptKind', type: 'enum', enumeration: 'scriptKind' },
  ],
  list: {
    columns: ['name', 'componentKind', 'idLanguage', 'channels', 'version', 'modified'],
    optionalColumns: ['id', 'createdBy', 'modifiedBy', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [
      { source: 'q', type: 'search' },
      { source: 'componentKind', type: 'enum' },
      { source: 'idLanguage', type: 'reference' },
      { source: 'channels', type: 'enum' },
      { source: 'modified', type: 'dateRange' },
    ],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: [
          'id',
          'name',
          'description',
          'componentKind',
          'idLanguage',
          'channels',
          'version',
          'createdBy',
          'created',
          'modifiedBy',
          'modified',
        ],
      },
      { path: 'design', component: 'flowDesigner' },
      { path: 'history', component: 'scriptHistory' },
      {
        path: 'relations',
        sections: [
          { fields: ['variables'] },
          {
            related: [
              {
                resource: 'flows',
                target: 'id',
                apiPath: '/designer/components/{id}/used-in-flows',
                label: 'resources.components.sections.usedInFlows',
                columns: ['name', 'idFolder', 'version', 'modified'],
              },
            ],
          },
          {
            related: [{ resource: 'grammars', target: 'id', apiPath: '/designer/components/{id}/grammars' }],
          },
          {
            related: [
              {
                resource: 'audioAssets',
                target: 'id',
                apiPath: '/designer/components/{id}/audio',
                columns: ['name', 'mimeType', 'durationMs', 'updated'],
              },
            ],
          },
        ],
      },
    ],
  },
  form: { create: scriptCreateInputs(false), edit: scriptEditInputs },
  actions: scriptActions({ collection: 'components', area: 'Component' }),
  permissions: { list: view, detail: view, create: edit, edit, export: view },
});
