import { languageFor } from '../languages/seedLanguages';
import {
  DAY,
  ago,
  cycleName,
  fromNow,
  insert,
  phoneNumber,
  spread,
  scaled,
  type SeedContext,
} from '../../db/seed/seedContext';

const DEMO_GROUPS = ['Sales demo', 'Partner preview', 'Trade fair', 'Board presentation', 'Pilot customers'];
const KNOWLEDGE_BASES = [
  'Product FAQ',
  'Price list',
  'Terms and conditions',
  'Troubleshooting guide',
  'HR policies',
];
const FILE_TYPES: [string, string][] = [
  ['pdf', 'application/pdf'],
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['txt', 'text/plain'],
  ['csv', 'text/csv'],
];
/** Demo call groups with their calls, and knowledge bases with files and URLs. */
export function seedDemoCallsAndKnowledge(ctx: SeedContext): void {
  const groupCounts = spread(ctx, scaled(ctx, 16), 1);
  const baseCounts = spread(ctx, scaled(ctx, 16), 1);
  ctx.tenants.forEach((tenant, index) => {
    for (let i = 0; i < groupCounts[index]; i++) {
      const created = ago(ctx, 300 * DAY, 5 * DAY);
      const idGroup = insert(ctx.db, 'demo_call_group', {
        id_tenant: tenant.id,
        name: cycleName(DEMO_GROUPS, i),
        description: `Demo numbers for ${tenant.name}`,
        id_line: ctx.rng.pick(tenant.lines).id,
        valid_until: ctx.rng.chance(0.7) ? fromNow(ctx, ctx.rng.int(-10, 90) * DAY) : null,
        created,
      });
      for (let call = 0, n = ctx.rng.int(2, 6); call < n; call++) {
        const called = ctx.rng.chance(0.7);
        insert(ctx.db, 'demo_call', {
          id_demo_call_group: idGroup,
          id_call_script: ctx.rng.pick(tenant.flows).id,
          name: `${ctx.rng.pick(tenant.flows).name} demo`,
          phone_number: phoneNumber(ctx, tenant.dialPrefix),
          pin: ctx.rng.digits(4),
          call_count: called ? ctx.rng.int(1, 40) : 0,
          last_called: called ? ago(ctx, 5 * DAY) : null,
          created,
        });
      }
    }
    for (let i = 0; i < baseCounts[index]; i++) {
      const name = cycleName(KNOWLEDGE_BASES, i);
      const created = ago(ctx, 400 * DAY, 10 * DAY);
      const idBase = insert(ctx.db, 'knowledge_base', {
        id_tenant: tenant.id,
        id_language: languageFor(ctx, tenant, 0.1),
        name,
        description: `${name} used by the ${tenant.name} assistants`,
        created,
        updated: created,
      });
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      for (let file = 0, n = ctx.rng.int(1, 5); file < n; file++) {
        const [extension, mime] = ctx.rng.pick(FILE_TYPES);
        insert(ctx.db, 'knowledge_base_file', {
          id_knowledge_base: idBase,
          file_name: `${slug}-${file + 1}.${extension}`,
          mime_type: mime,
          size_bytes: ctx.rng.int(4, 4000) * 1024,
          status: ctx.rng.weighted([
            ['indexed', 8],
            ['pending', 1],
            ['failed', 1],
          ] as const),
          uploaded: ago(ctx, 300 * DAY, DAY),
        });
      }
      for (let url = 0, n = ctx.rng.int(0, 4); url < n; url++) {
        insert(ctx.db, 'knowledge_base_url', {
          id_knowledge_base: idBase,
          url: `https://www.${tenant.domain}/${slug}/${['faq', 'pricing', 'help', 'contact'][url]}`,
          crawl_depth: ctx.rng.int(1, 3),
          status: ctx.rng.weighted([
            ['indexed', 8],
            ['pending', 1],
            ['failed', 1],
          ] as const),
          last_crawled: ago(ctx, 30 * DAY),
          created,
        });
      }
    }
  });
}
