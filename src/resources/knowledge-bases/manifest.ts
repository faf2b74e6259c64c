import { defineArea } from '../defineArea';
import { knowledgeBaseFilesResource, knowledgeBaseUrlsResource } from './knowledgeBaseItemResources';
import {
  knowledgeBaseFilesMessages,
  knowledgeBasesMessages,
  knowledgeBaseUrlsMessages,
} from './knowledgeBasesMessages';
import { knowledgeBasesResource } from './knowledgeBasesResource';

/** The knowledge bases area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'knowledge-bases',
  order: 160,
  resources: [knowledgeBasesResource, knowledgeBaseFilesResource, knowledgeBaseUrlsResource],
  components: {
    knowledgeBaseUpload: () => import('./KnowledgeBaseUpload').then((module) => module.KnowledgeBaseUpload),
  },
  messages: {
    resources: {
      knowledgeBases: { name: 'Knowledge base |||| Knowledge bases', ...knowledgeBasesMessages },
      knowledgeBaseFiles: { name: 'File |||| Files', ...knowledgeBaseFilesMessages },
      knowledgeBaseUrls: { name: 'URL |||| URLs', ...knowledgeBaseUrlsMessages },
    },
  },
  translations: { cs: () => import('./knowledgeBasesMessagesCs').then((module) => module.knowledgeBasesCs) },
});
