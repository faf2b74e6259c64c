import type { ReactElement } from 'react';
import { AdministrationGuidePage } from '../custom-pages/administration/AdministrationGuidePage';
import { NotAuthorizedPage } from '../custom-pages/errors/NotAuthorizedPage';
import type { PermissionRequirement } from '../shared/permissions';
import {
  ADMINISTRATION_GUIDE_PATH,
  TASKS_PAGE_PATH,
  TASKS_PAGE_REQUIREMENTS,
} from './navigation/navigationEntries';
import { lazyView } from './lazyView';
import { NOT_AUTHORIZED_PATH } from './RequirePermissions';

const TasksPage = lazyView(() =>
  import('../custom-pages/tasks/TasksPage').then((module) => module.TasksPage),
);

/** A console page outside the resource framework, with the permissions its route needs (SPEC §6: all of them). */
export interface CustomRouteDeclaration {
  path: string;
  element: ReactElement;
  requirements: readonly PermissionRequirement[];
}

/**
 * The custom pages inside the layout. Every route declares its requirements; `RequirePermissions` enforces them
 * before the page mounts. (Resource routes declare theirs in the resource registry.)
 */
export const CUSTOM_ROUTES: readonly CustomRouteDeclaration[] = [
  { path: NOT_AUTHORIZED_PATH, element: <NotAuthorizedPage />, requirements: [] },
  // The guide itself is open to everyone signed in; it lists only the areas the user may open.
  { path: ADMINISTRATION_GUIDE_PATH, element: <AdministrationGuidePage />, requirements: [] },
  { path: TASKS_PAGE_PATH, element: <TasksPage />, requirements: TASKS_PAGE_REQUIREMENTS },
];
