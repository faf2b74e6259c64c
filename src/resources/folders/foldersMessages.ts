/** English texts of folder trees (`folders.*`), shared by every resource with folders. */
export const foldersMessages = {
  title: 'Folders',
  show: 'Show folders',
  hide: 'Hide folders',
  breadcrumb: 'Folder path',
  tree: 'Folder tree',
  create: 'New folder',
  rename: 'Rename folder',
  remove: 'Remove folder',
  remove_confirm: 'Remove the folder "%{name}"?',
  name: 'Folder name',
  created: 'Folder created',
  renamed: 'Folder renamed',
  removed: 'Folder removed',
};
