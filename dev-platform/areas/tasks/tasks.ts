import type { FastifyInstance } from 'fastify';
import { TaskStatus } from '../../../src/shared/enumerations';
import type { BackgroundTask } from '../../../src/shared/wire/home';
import { canAccess } from '../../../src/shared/permissions';
import { principalOf } from '../../api/accessGuard';
import type { Principal } from '../../api/principal';
import type { ApiContext } from '../../api/apiContext';
import { badRequest, notFound } from '../../api/apiError';
import { taskFromRow, type TaskRow } from '../../jobs/jobRunner';
import { runList, type ListSpec } from '../../api/listQuery';
import { idParam } from '../../api/validation';

// One row shape and one mapping for tasks, shared with the job runner.
const toTask = taskFromRow;

const taskList: ListSpec<TaskRow, BackgroundTask> = {
  from: 'task',
  select: '*',
  fields: {
    id: { sql: 'id', type: 'number' },
    name: { sql: 'name', type: 'text' },
    status: { sql: 'status', type: 'number' },
    created: { sql: 'created', type: 'text' },
  },
  search: ['name', 'description'],
  defaultSort: { field: 'created', order: 'DESC' },
  tiebreaker: 'id',
  toItem: toTask,
};

const STATUSES = new Set<number>(Object.values(TaskStatus));

/**
 * The tasks a caller sees (the hub's task events follow the same rule): their own in the tenant context, and every
 * task of it with Task/view.
 */
export function taskScope(principal: Principal): { where: string; params: unknown[] } {
  return canAccess(principal.permissions, 'Task', 'view')
    ? { where: 'id_tenant = ?', params: [principal.idTenant] }
    : { where: 'id_tenant = ? AND id_user = ?', params: [principal.idTenant, principal.idUser] };
}

/** Background tasks of the caller's tenant (SPEC §3): list, and create/update/delete that push hub events. */
export function taskRoutes(app: FastifyInstance, { db, publish }: ApiContext) {
  const signedIn = { config: { access: { authenticated: true } } } as const;
  const find = (id: number, principal: Principal) => {
    const scope = taskScope(principal);
    return db.prepare(`SELECT * FROM task WHERE id = ? AND ${scope.where}`).get(id, ...scope.params) as
      TaskRow | undefined;
  };
  // Changing a task is its owner's alone: Task/view reads the tenant's tasks, and the area has no manage action.
  const findOwn = (id: number, principal: Principal) =>
    db
      .prepare('SELECT * FROM task WHERE id = ? AND id_tenant = ? AND id_user = ?')
      .get(id, principal.idTenant, principal.idUser) as TaskRow | undefined;

  app.get('/api/home/tasks', signedIn, async (request) =>
    runList(db, taskList, request.query as Record<string, unknown>, taskScope(principalOf(request))),
  );

  app.get('/api/home/tasks/:id', signedIn, async (request) => {
    const row = find(idParam(request), principalOf(request));
    if (!row) throw notFound('Task not found');
    return toTask(row);
  });

  app.post('/api/home/tasks', signedIn, async (request, reply) => {
    const principal = principalOf(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (typeof body.name !== 'string' || body.name.trim() === '')
      throw badRequest('name is required', { name: 'Field is required' });
    const description = typeof body.description === 'string' ? body.description : '';
    const now = new Date().toISOString();
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO task (id_tenant, id_user, name, description, status, progress, created, updated)
         VALUES (?, ?, ?, ?, 0, 0, ?, ?)`,
      )
      .run(principal.idTenant, principal.idUser, body.name.trim(), description, now, now);
    const task = toTask(find(Number(lastInsertRowid), principal)!);
    publish(task.idTenant, 'CreateTask', task);
    return reply.code(201).send(task);
  });

  app.patch('/api/home/tasks/:id', signedIn, async (request) => {
    const principal = principalOf(request);
    const id = idParam(request);
    const row = findOwn(id, principal);
    if (!row) throw notFound('Task not found');
    const body = (request.body ?? {}) as Record<string, unknown>;
    const status = body.status === undefined ? row.status : Number(body.status);
    if (!STATUSES.has(status)) throw badRequest('Invalid status', { status: 'Invalid status' });
    const progress = body.progress === undefined ? row.progress : Number(body.progress);
    if (!Number.isInteger(progress) || progress < 0 || progress > 100) {
      throw badRequest('progress must be 0-100', { progress: 'Number must be in range 0 - 100' });
    }
    const description = typeof body.description === 'string' ? body.description : row.description;
    const resultUrl = typeof body.resultUrl === 'string' ? body.resultUrl : row.result_url;
    db.prepare(
      'UPDATE task SET status = ?, progress = ?, description = ?, result_url = ?, updated = ? WHERE id = ?',
    ).run(status, progress, description, resultUrl, new Date().toISOString(), id);
    const task = toTask(find(id, principal)!);
    publish(task.idTenant, 'UpdateTask', task);
    return task;
  });

  app.delete('/api/home/tasks/:id', signedIn, async (request, reply) => {
    const principal = principalOf(request);
    const id = idParam(request);
    const row = findOwn(id, principal);
    if (!row) throw notFound('Task not found');
    db.prepare('DELETE FROM task WHERE id = ?').run(id);
    publish(row.id_tenant, 'DeleteTask', toTask(row));
    return reply.code(204).send();
  });
}
