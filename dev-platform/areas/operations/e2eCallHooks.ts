import type { FastifyInstance } from 'fastify';
import type { ApiContext } from '../../api/apiContext';
import { createLiveCalls } from '../conversations/conversationLiveCalls';

/**
 * Test-only (E2E_HOOKS=1, never `npm start`): stories drive a simulated call step by step instead of waiting for
 * random traffic. `POST /__e2e/lines/{id}/calls` starts one (ringing, in the queue), `…/calls/{guid}/answer` answers
 * it, `…/calls/{guid}/end` ends it (`{ result: -1 }`: abandoned).
 */
export function e2eCallHooks(app: FastifyInstance, context: ApiContext) {
  const live = createLiveCalls(context);
  app.post('/__e2e/lines/:id/calls', async (request) => {
    const idLine = Number((request.params as { id: string }).id);
    const line = context.db
      .prepare('SELECT id_tenant, id_call_script, phone_number FROM line WHERE id = ?')
      .get(idLine) as { id_tenant: number; id_call_script: number | null; phone_number: string };
    const guid = live.start({
      idTenant: line.id_tenant,
      idLine,
      idCallScript: line.id_call_script,
      caller: '+15550100200',
      callee: line.phone_number,
      processKind: 0,
    });
    return { guid };
  });
  app.post('/__e2e/calls/:guid/answer', async (request) => {
    const { guid } = request.params as { guid: string };
    live.setState(guid, 'talking');
    return live.read(guid);
  });
  app.post('/__e2e/calls/:guid/end', async (request) => {
    const { guid } = request.params as { guid: string };
    const result = (request.body as { result?: number } | null)?.result ?? 3;
    return { ended: live.end(guid, result) };
  });
}
