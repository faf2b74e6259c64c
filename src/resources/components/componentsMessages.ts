import { scriptActionMessages, scriptFieldMessages } from '../flows/flowsMessages';

/** English texts of components (`resources.components.*`). */
export const componentsMessages = {
  fields: { ...scriptFieldMessages, componentKind: 'Kind', scriptKind: 'Script kind' },
  tabs: { overview: 'Overview', design: 'Design', history: 'History', relations: 'Relations' },
  sections: { usedInFlows: 'Used in flows' },
  actions: scriptActionMessages,
};
