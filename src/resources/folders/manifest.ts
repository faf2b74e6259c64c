import { defineArea } from '../defineArea';
import { foldersMessages } from './foldersMessages';

/** The folders area: everything it brings to the console, discovered through the area index. */
export const area = defineArea({
  name: 'folders',
  order: 300,
  components: {
    folderLink: () => import('./FolderLink').then((module) => module.FolderLink),
  },
  // Shown only by screens that wait for all configurations (the folder asides of lists).
  messages: { folders: foldersMessages },
  translations: { cs: () => import('./foldersMessagesCs').then((module) => module.foldersCs) },
});
