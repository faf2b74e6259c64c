import { flowContent, nextFlowVersion, type FlowContent } from './flowContent';
import { languageFor } from '../languages/seedLanguages';
import { COMPONENT_NAMES, FLOW_NAMES, FLOW_QUALIFIERS } from '../../db/seed/names';
import {
  DAY,
  HOUR,
  insert,
  spread,
  scaled,
  uniqueName,
  type Ref,
  type SeedContext,
  type TenantSeed,
} from '../../db/seed/seedContext';

/** Components, then flows using them; each with a version history, tags and grammar links. */
export function seedFlows(ctx: SeedContext): void {
  const componentCounts = spread(ctx, scaled(ctx, 30), 1);
  const flowCounts = spread(ctx, scaled(ctx, 120), 3);
  ctx.tenants.forEach((tenant, index) => {
    const names = new Set<string>();
    for (let i = 0; i < componentCounts[index]; i++) {
      const name = uniqueName(COMPONENT_NAMES[i % COMPONENT_NAMES.length], names);
      tenant.components.push(seedScript(ctx, tenant, name, null));
    }
    for (let i = 0; i < flowCounts[index]; i++) {
      const name = uniqueName(ctx.rng.pick(FLOW_NAMES) + ctx.rng.pick(FLOW_QUALIFIERS), names);
      const used = ctx.rng.sample(tenant.components, ctx.rng.int(0, 3));
      const flow = seedScript(ctx, tenant, name, used);
      tenant.flows.push(flow);
      for (const component of used) {
        insert(ctx.db, 'call_script_usage', { id_call_script: flow.id, id_component: component.id });
      }
      for (const idTag of ctx.rng.sample(
        tenant.tagIds,
        ctx.rng.weighted([
          [0, 3],
          [1, 4],
          [2, 2],
          [3, 1],
        ] as const),
      )) {
        insert(ctx.db, 'call_script_tag', { id_call_script: flow.id, id_tag: idTag });
      }
      for (const grammar of ctx.rng.sample(tenant.grammars, ctx.rng.int(0, 3))) {
        insert(ctx.db, 'call_script_grammar', { id_call_script: flow.id, id_grammar: grammar.id });
      }
    }
  });
}

function seedScript(ctx: SeedContext, tenant: TenantSeed, name: string, components: Ref[] | null): Ref {
  const isComponent = components === null;
  const versions = ctx.rng.weighted([
    [1, 2],
    [2, 3],
    [3, 3],
    [4, 2],
    [6, 1],
    [9, 1],
  ] as const);
  const created = ctx.now.getTime() - ctx.rng.int(20, 600) * DAY;
  const author = ctx.rng.pick(tenant.userIds);
  const id = insert(ctx.db, 'call_script', {
    id_tenant: tenant.id,
    id_folder:
      tenant.flowFolderIds.length > 0 && ctx.rng.chance(0.75) ? ctx.rng.pick(tenant.flowFolderIds) : null,
    id_language: languageFor(ctx, tenant),
    name,
    description: isComponent
      ? `Reusable step: ${name.toLowerCase()}`
      : `${name} for ${tenant.name} customers`,
    is_component: isComponent,
    channels: ctx.rng.weighted([
      [1, 6],
      [2, 2],
      [3, 2],
      [4, 1],
    ] as const),
    id_user_created: author,
    created: new Date(created).toISOString(),
    updated: new Date(created).toISOString(),
  });
  let time = created;
  let idVersion = 0;
  let content: FlowContent = flowContent(
    ctx.rng,
    name,
    (components ?? []).map((component) => component.name),
  );
  let comment = 'Initial version';
  for (let version = 1; version <= versions; version++) {
    if (version > 1) {
      // Each later version is a small edit of the one before, so successive versions compare meaningfully.
      ({ content, comment } = nextFlowVersion(ctx.rng, content));
      // Later versions follow within the script's lifetime, never after now.
      time = Math.min(time + ctx.rng.int(1, 40) * DAY + ctx.rng.int(0, 23) * HOUR, ctx.now.getTime() - HOUR);
    }
    const latest = version === versions;
    idVersion = insert(ctx.db, 'call_script_version', {
      id_call_script: id,
      version,
      id_user: version === 1 ? author : ctx.rng.pick(tenant.userIds),
      created: new Date(time).toISOString(),
      tag:
        latest && ctx.rng.chance(0.5) ? 'production' : ctx.rng.chance(0.15) ? `release-1.${version}` : null,
      content,
      comment,
    });
  }
  ctx.db.prepare('UPDATE call_script SET updated = ? WHERE id = ?').run(new Date(time).toISOString(), id);
  tenant.latestVersion.set(id, idVersion);
  return { id, name };
}
