import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../api/apiContext';
import { scriptRoutes } from '../flows/flows';
import { COMPONENT_KIND } from '../flows/flowsQuery';

/** Components (call scripts with is_component = 1): the same list, detail, history and relations as flows. */
export function componentRoutes(app: FastifyInstance, context: ApiContext) {
  scriptRoutes(app, context, COMPONENT_KIND);
}
