import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../apiContext';
import { scriptRoutes } from './flows';
import { COMPONENT_KIND } from './flowsQuery';

/** Components (call scripts with is_component = 1): the same list, detail, history and relations as flows. */
export function componentRoutes(app: FastifyInstance, context: ApiContext) {
  scriptRoutes(app, context, COMPONENT_KIND);
}
