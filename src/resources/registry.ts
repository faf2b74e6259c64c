import { auditLogResource } from './audit-log/auditLogResource';
import { billingResource } from './billing/billingResource';
import { billingFeesResource, billingLinesResource, billingTariffsResource } from './billing/billingResources';
import {
  conversationErrorsResource,
  conversationTimelinesResource,
  conversationVariablesResource,
} from './conversations/conversationPartsResources';
import { conversationsResource } from './conversations/conversationsResource';
import { dialLogsResource } from './dial-logs/dialLogsResource';
import { dialModulesResource } from './dial-modules/dialModulesResource';
import { flowsResource } from './flows/flowsResource';
import { grammarsResource } from './grammars/grammarsResource';
import { languagesResource } from './languages/languagesResource';
import { linesResource } from './lines/linesResource';
import { ongoingCallsResource } from './ongoing-calls/ongoingCallsResource';
import { permissionGroupsResource } from './permission-groups/permissionGroupsResource';
import { tasksResource } from './tasks/tasksResource';
import { suspiciousEntitiesResource } from './suspicious-entities/suspiciousEntitiesResource';
import { tenantsResource } from './tenants/tenantsResource';
import { validateRegistry } from './registryLookup';
import type { ResourceConfig } from './types';
import { usersResource } from './users/usersResource';

/**
 * The resources declared in TypeScript, in menu order (flows first: the root redirects there). The console does not
 * import this module: it gets the same list completed at build time (`virtual:built-in-resources`, see
 * `scripts/builtInResourcesPlugin.ts`), so no configuration schema code is downloaded. Node (the dev platform, tests,
 * tooling) imports it directly.
 */
export const builtInResources: readonly ResourceConfig[] = [
  flowsResource,
  tenantsResource,
  usersResource,
  permissionGroupsResource,
  dialModulesResource,
  linesResource,
  suspiciousEntitiesResource,
  languagesResource,
  grammarsResource,
  billingResource,
  auditLogResource,
  dialLogsResource,
  billingFeesResource,
  billingTariffsResource,
  billingLinesResource,
  ongoingCallsResource,
  conversationsResource,
  conversationVariablesResource,
  conversationErrorsResource,
  conversationTimelinesResource,
  tasksResource,
];

/** The one list of resources: routes, menu entries (in this order), i18n keys and permission checks derive from it. */
export const resourceRegistry: readonly ResourceConfig[] = validateRegistry([...builtInResources]);
