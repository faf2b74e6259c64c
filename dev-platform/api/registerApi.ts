import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { installAccessGuard, type GuardedRoute, type TokenVerifier } from './accessGuard';
import type { ApiContext } from './apiContext';
import { ApiError } from './apiError';
import { installJsonBodyParser } from './bodyGuard';
import { applicationConfigurationRoutes } from './routes/applicationConfiguration';
import { auditLogRoutes } from './routes/auditLog';
import { billingRoutes } from './routes/billing';
import { billingFeeRoutes } from './routes/billingFees';
import { billingLineRoutes } from './routes/billingLines';
import { billingTariffRoutes } from './routes/billingTariffs';
import { campaignRoutes } from './routes/campaigns';
import { conversationRoutes } from './routes/conversations';
import { componentRoutes } from './routes/components';
import { demoCallRoutes } from './routes/demoCalls';
import { dialLogRoutes } from './routes/dialLogs';
import { dialModuleSettingRoutes } from './routes/dialModuleSettings';
import { dialModuleRoutes } from './routes/dialModules';
import { flowRoutes } from './routes/flows';
import { grammarRoutes } from './routes/grammars';
import { knowledgeBaseRoutes } from './routes/knowledgeBases';
import { knowledgeBaseItemRoutes } from './routes/knowledgeBasesItems';
import { languageRoutes } from './routes/languages';
import { lineOngoingCallRoutes } from './routes/lineOngoingCalls';
import { lineRoutes } from './routes/lines';
import { lineSettingRoutes } from './routes/lineSettings';
import { lineStatisticRoutes } from './routes/lineStatistics';
import { roleRoutes } from './routes/roles';
import { suspiciousEntityRoutes } from './routes/suspiciousEntities';
import { tagRoutes } from './routes/tags';
import { taskRoutes } from './routes/tasks';
import { tenantLimitRoutes } from './routes/tenantLimits';
import { tenantNotificationGroupRoutes } from './routes/tenantNotificationGroups';
import { tenantRoutes } from './routes/tenants';
import { tenantSettingRoutes } from './routes/tenantSettings';
import { tenantStatisticRoutes } from './routes/tenantStatistics';
import { themeAssetRoutes } from './routes/themes';
import { userInfoRoutes } from './routes/userInfo';
import { userPreferenceRoutes } from './routes/userPreferences';
import { userRoutes } from './routes/users';
import { userSecurityRoutes } from './routes/userSecurity';
import { variablesStorageRoutes } from './routes/variablesStorage';

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
