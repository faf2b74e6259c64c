import { z } from 'zod';
import { checkedWhole } from './checkedWhole';
import { completeField, type ParsedField } from './completeResource';
import type { SchemaIssue } from './issueText';
import { blockSchema, type ParsedBlock } from './pageBlockSchema';
import { placeholdersOf } from './pathParts';
import { inputSchema } from './inputSchema';
import { icon, name, pagePath, permissions, segment, text } from './primitives';
import { issueMessage, schemaIssues } from './schemaIssues';

/**
 * A page ops declare in JSON (`CONFIG_DIR/pages/*.json`): the data of a registry page (route, section, menu entry,
 * icon, label, permissions) and the blocks the framework renders, in order. Also the JSON Schema of page files.
 */
export const pageFileObjectSchema = z.strictObject({
  /** The JSON Schema a file names for editor completion; ignored. */
  $schema: z.string().optional(),
  name,
  path: pagePath,
  /** The top-bar section whose menu and Administration guide list the page. */
  section: z.enum(['flows', 'campaigns', 'administration']).optional(),
  icon: icon.optional(),
  /** The title, menu entry and guide card: plain text (or an i18n key). */
  label: text,
  /** Every pair is needed (SPEC §6); without them the route goes to /not-authorized. */
  permissions,
  /** `false` keeps the page out of the menu (it still has its route). */
  menu: z.boolean().default(true),
  /** The page's blocks, in order; or `tabs`, each with its own blocks. */
  blocks: z.array(blockSchema).min(1).optional(),
  /** Deep-linkable tabs (`{path}/{tab}`), each shown only with its permissions (beyond the page's). */
  tabs: z
    .array(
      z.strictObject({
        path: segment,
        label: text,
        permissions: permissions.default([]),
        blocks: z.array(blockSchema).min(1),
      }),
    )
    .min(1)
    .optional(),
});

type ParsedPageFile = z.output<typeof pageFileObjectSchema>;
type Issue = { path: (string | number)[]; message: string };

/** Every block of a page (its own or its tabs') with the path of its list. */
export const blocksOf = <B>(page: { blocks?: readonly B[]; tabs?: readonly { blocks: readonly B[] }[] }) => [
  ...(page.blocks ?? []).map((block, index) => ({ block, path: ['blocks', index] as (string | number)[] })),
  ...(page.tabs ?? []).flatMap((tab, tabIndex) =>
    tab.blocks.map((block, index) => ({
      block,
      path: ['tabs', tabIndex, 'blocks', index] as (string | number)[],
    })),
  ),
];

/** What the shape cannot say: a menu entry needs a section, form inputs name declared fields, no call has gaps. */
export function pageConsistencyIssues(page: ParsedPageFile): Issue[] {
  const issues: Issue[] = [];
  if (page.menu && !page.section) issues.push({ path: ['menu'], message: 'a menu entry needs a section' });
  if ((page.blocks === undefined) === (page.tabs === undefined))
    issues.push({ path: ['blocks'], message: 'needs either "blocks" or "tabs" (exactly one)' });
  const tabPaths = new Set<string>();
  page.tabs?.forEach((tab, index) => {
    if (tabPaths.has(tab.path))
      issues.push({ path: ['tabs', index, 'path'], message: `"${tab.path}" is used twice` });
    tabPaths.add(tab.path);
  });
  blocksOf(page).forEach(({ block, path }) => {
    const at = (...rest: (string | number)[]) => [...path, ...rest];
    // A page shows no record: nothing could fill a `{placeholder}`.
    const calls = [
      ['source', 'source' in block ? block.source : undefined],
      ['load', block.type === 'form' ? block.load : undefined],
      ['submit', block.type === 'form' ? block.submit : undefined],
    ] as const;
    for (const [key, call] of calls)
      if (call && placeholdersOf(call.path).length > 0)
        issues.push({ path: at(key, 'path'), message: 'a page has no record to fill {placeholders} from' });
    const fields = block.type === 'form' ? block.fields : block.type === 'figures' ? block.figures : [];
    const list = block.type === 'form' ? 'fields' : 'figures';
    const seen = new Set<string>();
    fields.forEach((field, fieldIndex) => {
      if (seen.has(field.source))
        issues.push({ path: at(list, fieldIndex, 'source'), message: `"${field.source}" is declared twice` });
      seen.add(field.source);
    });
    if (block.type === 'form')
      block.inputs?.forEach((input, inputIndex) => {
        if (!seen.has(input.source))
          issues.push({
            path: at('inputs', inputIndex, 'source'),
            message: `"${input.source}" is not a declared field`,
          });
      });
  });
  return issues;
}

/** A page's field with its label (the source itself when the file gives none) and the completed type options. */
const pageField = (page: string, field: ParsedField) => ({
  ...completeField(page, field),
  label: field.label ?? field.source,
});

/** A block as the console renders it: fields completed, a form's inputs spelt out. */
function completeBlock(page: string, block: ParsedBlock) {
  if (block.type === 'figures')
    return { ...block, figures: block.figures.map((field) => pageField(page, field)) };
  if (block.type !== 'form') return block;
  const inputs = block.inputs ?? block.fields.map((field) => inputSchema.parse({ source: field.source }));
  return { ...block, fields: block.fields.map((field) => pageField(page, field)), inputs };
}

export const pageFileSchema = checkedWhole(pageFileObjectSchema, pageConsistencyIssues).transform(
  ({ $schema: _schema, blocks, tabs, ...page }) => ({
    ...page,
    ...(blocks ? { blocks: blocks.map((block) => completeBlock(page.name, block)) } : {}),
    ...(tabs
      ? {
          tabs: tabs.map((tab) => ({
            ...tab,
            blocks: tab.blocks.map((block) => completeBlock(page.name, block)),
          })),
        }
      : {}),
  }),
);

export type PageFileInput = z.input<typeof pageFileSchema>;
export type PageFileConfig = z.output<typeof pageFileSchema>;
export type PageBlock = NonNullable<PageFileConfig['blocks']>[number];

export type PageFileValidation = { ok: true; page: PageFileConfig } | { ok: false; issues: SchemaIssue[] };

/** Validates a parsed page file: the shape, the defaults and the cross-checks, every problem with its path. */
export function validatePageFile(value: unknown): PageFileValidation {
  const result = pageFileSchema.safeParse(value, { error: issueMessage });
  return result.success
    ? { ok: true, page: result.data }
    : { ok: false, issues: schemaIssues(result.error.issues) };
}
