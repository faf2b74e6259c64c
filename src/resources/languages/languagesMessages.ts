/** English texts of languages (`resources.languages.*`). */
export const languagesMessages = {
  fields: {
    id: 'ID',
    code: 'Code',
    name: 'Name',
    ttsVoice: 'TTS voice',
    enabled: 'Enabled',
    flowCount: 'Flows',
    grammarCount: 'Grammars',
    created: 'Created',
  },
  tabs: { overview: 'Overview', relations: 'Relations' },
};
