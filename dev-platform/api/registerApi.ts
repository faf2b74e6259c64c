import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { installAccessGuard, type GuardedRoute, type TokenVerifier } from './accessGuard';
import type { ApiContext } from './apiContext';
import { ApiError } from './apiError';
import { installJsonBodyParser } from './bodyGuard';
import { applicationConfigurationRoutes } from '../areas/home/applicationConfiguration';
import { auditLogRoutes } from '../areas/audit-log/auditLog';
import { billingRoutes } from '../areas/billing/billing';
import { billingFeeRoutes } from '../areas/billing/billingFees';
import { billingLineRoutes } from '../areas/billing/billingLines';
import { billingTariffRoutes } from '../areas/billing/billingTariffs';
import { campaignRoutes } from '../areas/campaigns/campaigns';
import { conversationRoutes } from '../areas/conversations/conversations';
import { componentRoutes } from '../areas/components/components';
import { demoCallRoutes } from '../areas/demo-calls/demoCalls';
import { dialLogRoutes } from '../areas/dial-logs/dialLogs';
import { dialModuleSettingRoutes } from '../areas/dial-modules/dialModuleSettings';
import { dialModuleRoutes } from '../areas/dial-modules/dialModules';
import { flowRoutes } from '../areas/flows/flows';
import { grammarRoutes } from '../areas/grammars/grammars';
import { knowledgeBaseRoutes } from '../areas/knowledge-bases/knowledgeBases';
import { knowledgeBaseItemRoutes } from '../areas/knowledge-bases/knowledgeBasesItems';
import { languageRoutes } from '../areas/languages/languages';
import { lineOngoingCallRoutes } from '../areas/ongoing-calls/lineOngoingCalls';
import { lineRoutes } from '../areas/lines/lines';
import { lineSettingRoutes } from '../areas/lines/lineSettings';
import { lineStatisticRoutes } from '../areas/lines/lineStatistics';
import { roleRoutes } from '../areas/permission-groups/roles';
import { suspiciousEntityRoutes } from '../areas/suspicious-entities/suspiciousEntities';
import { tagRoutes } from '../areas/tags/tags';
import { taskRoutes } from '../areas/tasks/tasks';
import { tenantLimitRoutes } from '../areas/tenants/tenantLimits';
import { tenantNotificationGroupRoutes } from '../areas/tenants/tenantNotificationGroups';
import { tenantRoutes } from '../areas/tenants/tenants';
import { tenantSettingRoutes } from '../areas/tenants/tenantSettings';
import { tenantStatisticRoutes } from '../areas/tenant-statistics/tenantStatistics';
import { themeAssetRoutes } from '../areas/theme-configurator/themes';
import { userInfoRoutes } from '../areas/home/userInfo';
import { userPreferenceRoutes } from '../areas/home/userPreferences';
import { userRoutes } from '../areas/users/users';
import { userSecurityRoutes } from '../areas/users/userSecurity';
import { variablesStorageRoutes } from '../areas/variables-storage/variablesStorage';

/** Registers the core API under /api (and the NLP API under /nlp) with access rules and JSON errors. */
export function registerApi(
  app: FastifyInstance,
  options: { db: Db; verify: TokenVerifier } & Pick<ApiContext, 'publish' | 'revokeUserGrants'>,
): GuardedRoute[] {
  const context: ApiContext = {
    db: options.db,
    publish: options.publish,
    revokeUserGrants: options.revokeUserGrants,
  };
  const routes = installAccessGuard(app, {
    db: options.db,
    verify: options.verify,
    prefixes: ['/api', '/nlp'],
  });

  installJsonBodyParser(app);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ApiError) return reply.code(error.status).send(error.toBody());
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ status, error: (error as Error).message });
    }
    request.log.error(error);
    console.error('[platform] unhandled error', request.method, request.url.split('?')[0], error);
    return reply.code(500).send({ status: 500, error: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send({ status: 404, error: `No endpoint ${request.method} ${request.url.split('?')[0]}` }),
  );

  applicationConfigurationRoutes(app, context, options.verify);
  themeAssetRoutes(app, context);
  userInfoRoutes(app, context);
  taskRoutes(app, context);
  tenantRoutes(app, context);
  flowRoutes(app, context);
  componentRoutes(app, context);
  campaignRoutes(app, context);
  userPreferenceRoutes(app, context);
  userRoutes(app, context);
  userSecurityRoutes(app, context);
  roleRoutes(app, context);
  languageRoutes(app, context);
  grammarRoutes(app, context);
  tagRoutes(app, context);
  auditLogRoutes(app, context);
  dialModuleRoutes(app, context);
  dialModuleSettingRoutes(app, context);
  lineRoutes(app, context);
  lineSettingRoutes(app, context);
  lineOngoingCallRoutes(app, context);
  lineStatisticRoutes(app, context);
  suspiciousEntityRoutes(app, context);
  dialLogRoutes(app, context);
  billingRoutes(app, context);
  billingLineRoutes(app, context);
  billingFeeRoutes(app, context);
  billingTariffRoutes(app, context);
  conversationRoutes(app, context);
  tenantSettingRoutes(app, context);
  tenantLimitRoutes(app, context);
  tenantNotificationGroupRoutes(app, context);
  tenantStatisticRoutes(app, context);
  knowledgeBaseRoutes(app, context);
  knowledgeBaseItemRoutes(app, context);
  variablesStorageRoutes(app, context);
  demoCallRoutes(app, context);
  return routes;
}
