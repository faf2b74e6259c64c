import type { PlatformArea } from '../platformArea';
import { knowledgeBaseRoutes } from './knowledgeBases';
import { knowledgeBaseItemRoutes } from './knowledgeBasesItems';

export const area: PlatformArea = {
  name: 'knowledge-bases',
  routes: [knowledgeBaseRoutes, knowledgeBaseItemRoutes],
};
