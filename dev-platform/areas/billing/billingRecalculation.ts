import type { FastifyInstance } from 'fastify';
import { minorToDecimal } from '../../../src/shared/billingRules';
import { billingRecalculationJob, daysFrom } from './billingRecalculationJob';
import type { JobRunner } from '../../jobs/jobRunner';
import { principalOf } from '../../api/accessGuard';
import type { ApiContext } from '../../api/apiContext';
import { ApiError, badRequest } from '../../api/apiError';
import { actionErrors } from '../../api/resourceRules';
import { assertValid, bodyOf } from '../../api/validation';
import { accountOf, EDIT_BILLING, seesCosts } from './billingAccounts';
import { counted } from '../../../src/shared/counted';

const MAX_DAYS = 366;

/**
 * `POST …/billing/{account}/recalculation` with `{ first, last }` (days, both included): recomputes the tenant's usage
 * from its dial logs and tariffs as a background task (progress in the bell, the summary on the finished task);
 * 409 while a recalculation of the same tenant runs.
 */
export function billingRecalculationRoutes(
  app: FastifyInstance,
  { db }: Pick<ApiContext, 'db'>,
  runner: JobRunner,
) {
  const running = new Set<number>();

  app.post('/api/statistics/billing/:account/recalculation', EDIT_BILLING, async (request, reply) => {
    const principal = principalOf(request);
    const account = accountOf(db, request);
    const body = bodyOf(request);
    assertValid(actionErrors('billing', 'recalculate', body));
    const first = String(body.first);
    const last = String(body.last);
    if (last < first)
      throw badRequest('Validation failed', { last: 'The last day must not be before the first' });
    if (daysFrom(first, last).length > MAX_DAYS)
      throw badRequest('Validation failed', { last: `At most ${MAX_DAYS} days at once` });
    if (running.has(account.idTenant))
      throw new ApiError(409, `A recalculation of ${account.tenantName} is already running`);
    running.add(account.idTenant);
    const withCosts = seesCosts(principal);
    const money = (minor: number) => `${minorToDecimal(minor)} ${account.currency}`;
    const task = runner.start(
      { idTenant: principal.idTenant, idUser: principal.idUser },
      { name: `Billing recalculation: ${account.tenantName}`, description: `${first} – ${last}` },
      billingRecalculationJob({
        db,
        idTenant: account.idTenant,
        first,
        last,
        describe: (summary) =>
          `${first} – ${last}: ${counted(summary.days, 'day')}, ${counted(summary.calls, 'call')}, revenue ${money(summary.revenue)}` +
          (withCosts ? `, costs ${money(summary.costs)}` : ''),
        onSettled: () => running.delete(account.idTenant),
      }),
    );
    reply.code(202);
    return task;
  });
}
