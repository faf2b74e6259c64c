import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import { lazyView } from '../../app/lazyView';
import type { ResourceConfig } from '../types';
import type { CustomComponentName } from './customComponentNames';

/** What a custom tab section or field display gets: its resource's configuration and the shown record. */
export interface CustomTabProps {
  config: ResourceConfig;
  record: RaRecord;
}

/** What a list aside gets: the list's resource configuration (the list itself is in react-admin's list context). */
export interface ListAsideProps {
  config: ResourceConfig;
}

/**
 * The named components for tab sections and field displays (`"component": "permissionEditor"`), each downloaded
 * with the first view that shows it. Add a component here and its name to customComponentNames.ts.
 */
export const CUSTOM_COMPONENTS: Partial<Record<CustomComponentName, ComponentType<CustomTabProps>>> = {
  permissionEditor: lazyView(() =>
    import('../permission-groups/PermissionEditor').then((module) => module.PermissionEditor),
  ),
  taskDownload: lazyView(() => import('../tasks/TaskDownload').then((module) => module.TaskDownload)),
};

/** The named components a list may show beside itself (`list.aside`). */
export const LIST_ASIDES: Partial<Record<CustomComponentName, ComponentType<ListAsideProps>>> = {
  taskExports: lazyView(() => import('../tasks/TaskExports').then((module) => module.TaskExports)),
};
