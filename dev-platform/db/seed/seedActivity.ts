import { TaskStatus } from '../../../src/shared/enumerations';
import { AUDIT_ENTITIES, TASK_NAMES } from './names';
import {
  DAY,
  MINUTE,
  ago,
  insert,
  spread,
  scaled,
  volume,
  type Ref,
  type SeedContext,
  type TenantSeed,
} from './seedContext';

const VERBS: Record<number, string> = { 1: 'Viewed', 2: 'Created', 3: 'Updated', 4: 'Deleted' };
const OTHER_ACTIONS = [
  'Exported dial logs to CSV',
  'Restarted dial module',
  'Switched tenant context',
  'Downloaded call recording',
];

// Console routes a finished task can point to; tasks without one offer no action.
const RESULT_URLS: Record<string, string> = {
  'Import campaign contacts': '/campaigns',
  'Install package': '/flows',
  'CSV report: audit log': '/administration/audit-log',
};

/** Audit entries (actions READ 1 .. OTHER 5 on the tenant's real entities) and background tasks. */
export function seedActivity(ctx: SeedContext): void {
  const auditCounts = spread(ctx, volume(ctx, 2400));
  const db = ctx.db;
  const entries = ctx.aside.start('audit_entry', [
    'id_tenant',
    'id_user',
    'action',
    'entity',
    'entity_id',
    'time',
    'detail',
    'ip_address',
  ]);
  const users = db.prepare('SELECT id, username AS name FROM user WHERE id_tenant = ?');
  ctx.tenants.forEach((tenant, index) => {
    const tenantUsers = users.all(tenant.id) as Ref[];
    const byEntity = new Map(
      AUDIT_ENTITIES.map((entity) => [entity, targets(ctx, tenant, entity, tenantUsers)]),
    );
    for (let i = 0; i < auditCounts[index]; i++) {
      const action = ctx.rng.weighted([
        [1, 4],
        [2, 2],
        [3, 5],
        [4, 1],
        [5, 1],
      ] as const);
      const entity = ctx.rng.pick(AUDIT_ENTITIES);
      const target = ctx.rng.pick(byEntity.get(entity) ?? tenantUsers);
      // Argument order is the draw order of the random values: the data must stay the same.
      entries.add([
        tenant.id,
        ctx.rng.pick(tenantUsers).id,
        action,
        entity,
        String(target.id),
        ago(ctx, 120 * DAY),
        action === 5 ? ctx.rng.pick(OTHER_ACTIONS) : `${VERBS[action]} ${entity} '${target.name}'`,
        `10.${ctx.rng.int(0, 255)}.${ctx.rng.int(0, 255)}.${ctx.rng.int(1, 254)}`,
      ]);
    }
    seedTasks(ctx, tenant);
  });
  entries.end();
}

function targets(ctx: SeedContext, tenant: TenantSeed, entity: string, users: Ref[]): Ref[] {
  switch (entity) {
    case 'CallScript':
      return [...tenant.flows, ...tenant.components];
    case 'Campaign':
      return tenant.campaigns.length > 0 ? tenant.campaigns : tenant.flows;
    case 'Line':
      return tenant.lines;
    case 'DialModule':
      return tenant.modules;
    case 'Grammar':
      return tenant.grammars;
    case 'Role':
      return [...tenant.roleIds].map(([name, id]) => ({ id, name }));
    case 'Tenant':
      return [{ id: tenant.id, name: tenant.name }];
    case 'Tag': {
      const tags = ctx.db.prepare('SELECT id, name FROM tag WHERE id_tenant = ?').all(tenant.id) as Ref[];
      return tags.length > 0 ? tags : users;
    }
    default:
      return users;
  }
}

/** About five tasks per tenant (per scale unit) in every status; progress matches the status. */
function seedTasks(ctx: SeedContext, tenant: TenantSeed): void {
  const statuses = [
    TaskStatus.RUNNING,
    TaskStatus.DONE,
    TaskStatus.NEW,
    TaskStatus.ERROR,
    TaskStatus.CANCELED,
  ];
  for (let i = 0, n = scaled(ctx, 5); i < n; i++) {
    // The first rounds cycle through every status so each tenant's bell shows all of them.
    const status = i < statuses.length ? statuses[i] : ctx.rng.pick(statuses);
    const name = ctx.rng.pick(TASK_NAMES);
    const created = ctx.now.getTime() - ctx.rng.int(5 * MINUTE, 7 * DAY);
    const progress =
      status === TaskStatus.DONE
        ? 100
        : status === TaskStatus.NEW
          ? 0
          : status === TaskStatus.RUNNING
            ? ctx.rng.int(5, 95)
            : ctx.rng.int(10, 80);
    const finished =
      status === TaskStatus.NEW || status === TaskStatus.RUNNING ? 0 : ctx.rng.int(MINUTE, 30 * MINUTE);
    insert(ctx.db, 'task', {
      id_tenant: tenant.id,
      // The tenant's first user is its seeded sign-in (admin, operator) where one exists.
      id_user: i < 4 ? tenant.userIds[0] : ctx.rng.pick(tenant.userIds),
      name,
      description: describe(name, status, progress),
      status,
      progress,
      result_url: status === TaskStatus.DONE ? (RESULT_URLS[name] ?? null) : null,
      created: new Date(created).toISOString(),
      updated: new Date(Math.min(created + finished, ctx.now.getTime())).toISOString(),
    });
  }
}

function describe(name: string, status: number, progress: number): string {
  switch (status) {
    case TaskStatus.NEW:
      return `${name}: waiting in the queue`;
    case TaskStatus.RUNNING:
      return `${name}: ${progress} % done`;
    case TaskStatus.DONE:
      return `${name}: finished successfully`;
    case TaskStatus.ERROR:
      return `${name}: failed at ${progress} %, see the audit log`;
    default:
      return `${name}: canceled by the user`;
  }
}
