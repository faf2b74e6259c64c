/** English texts of audio assets (`resources.audioAssets.*`). */
export const audioAssetsMessages = {
  fields: {
    id: 'ID',
    name: 'Name',
    description: 'Description',
    mimeType: 'Type',
    sizeBytes: 'Size (bytes)',
    durationMs: 'Length (ms)',
    content: 'Audio file (WAV, MP3 or OGG)',
    flowCount: 'Used in flows',
    created: 'Created',
    updated: 'Updated',
  },
  tabs: { overview: 'Overview', usedInFlows: 'Used in flows' },
  upload: { choose: 'Choose a file', chosen: 'Chosen: %{name}' },
};
