import { defineResource } from '../defineResource';

const view = [{ area: 'CallScript', action: 'view' }];
const edit = [{ area: 'CallScript', action: 'edit' }];

/**
 * Audio assets (issue 33.6): recordings the flows' playAudio nodes play by name, at /administration/audio-assets.
 * Uploaded as WAV, MP3 or OGG (the platform checks the bytes); they belong to flows, whose permissions guard them.
 * The detail lists the flows whose current version plays the asset.
 */
export const audioAssetsResource = defineResource({
  name: 'audioAssets',
  route: 'administration/audio-assets',
  representation: 'name',
  icon: 'audio',
  api: {
    list: { path: '/assets/audio' },
    get: { path: '/assets/audio/{id}' },
    create: { path: '/assets/audio' },
  },
  search: ['name'],
  fields: [
    { source: 'id', type: 'number' },
    { source: 'name', type: 'text' },
    { source: 'description', type: 'longText', sortable: false },
    { source: 'mimeType', type: 'text' },
    { source: 'sizeBytes', type: 'number' },
    { source: 'durationMs', type: 'number' },
    { source: 'content', type: 'text', sortable: false },
    { source: 'flowCount', type: 'number' },
    { source: 'created', type: 'datetime' },
    { source: 'updated', type: 'datetime' },
  ],
  list: {
    columns: ['name', 'mimeType', 'durationMs', 'flowCount', 'updated'],
    optionalColumns: ['description', 'sizeBytes', 'created'],
    defaultSort: { field: 'name', order: 'ASC' },
    filters: [{ source: 'q', type: 'search' }],
  },
  detail: {
    tabs: [
      {
        path: 'overview',
        fields: ['id', 'name', 'description', 'mimeType', 'sizeBytes', 'durationMs', 'flowCount', 'created'],
      },
      {
        path: 'usedInFlows',
        related: [
          {
            resource: 'flows',
            target: 'id',
            apiPath: '/assets/audio/{id}/flows',
            columns: ['name', 'idFolder', 'version', 'modified'],
          },
        ],
      },
    ],
  },
  form: {
    create: [
      { source: 'name', validate: [{ name: 'required' }, { name: 'minLength', n: 3 }] },
      { source: 'description' },
      { source: 'content', component: 'audioFileInput', validate: [{ name: 'required' }] },
    ],
  },
  permissions: { list: view, detail: view, create: edit, export: view },
});
