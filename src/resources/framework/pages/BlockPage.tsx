import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { canAccessAll } from '../../../shared/permissions';
import type { PageProps } from '../../../custom-pages/definePage';
import type { PageBlock, PageFileConfig } from '../../schema/pageFileSchema';
import { ChartBlock } from './ChartBlock';
import { FiguresBlock } from './FiguresBlock';
import { FormBlock } from './FormBlock';
import { ListBlock } from './ListBlock';

/** Columns of a 12-column row each width takes on wide screens (blocks stack on narrow ones). */
const COLUMNS = { full: 12, half: 6, third: 4 } as const;

export interface BlockPageProps {
  /** The page's name (forms' draft keys). */
  name: string;
  blocks: readonly PageBlock[];
}

/**
 * A page ops declared in JSON: its blocks in order, each in a card with its title, shown only with the permissions
 * it needs beyond the page's (the page route checked those). Generic: no page has React of its own.
 */
export function BlockPage({ name, blocks }: BlockPageProps) {
  const { permissions, isPending } = usePermissions();
  if (isPending) return null;
  return (
    <Grid container spacing={2}>
      {blocks.map((block, index) =>
        canAccessAll(permissions, block.permissions) ? (
          <Grid key={index} size={{ xs: 12, md: COLUMNS[block.width] }}>
            <BlockCard title={block.title}>
              {(title) => <Block name={name} block={block} index={index} title={title} />}
            </BlockCard>
          </Grid>
        ) : null,
      )}
    </Grid>
  );
}

function Block({
  name,
  block,
  index,
  title,
}: {
  name: string;
  block: PageBlock;
  index: number;
  title: string;
}) {
  switch (block.type) {
    case 'list':
      return <ListBlock block={block} />;
    case 'chart':
      return <ChartBlock block={block} title={title} />;
    case 'figures':
      return <FiguresBlock block={block} />;
    case 'form':
      return <FormBlock block={block} page={name} index={index} title={title} />;
  }
}

/** A block's card: a region named by its title (when it has one). */
function BlockCard({ title, children }: { title?: string; children: (title: string) => ReactNode }) {
  const translate = useTranslate();
  const id = useId();
  const shown = title ? translate(title, { _: title }) : '';
  return (
    <Card component="section" aria-labelledby={title ? id : undefined} sx={{ height: '100%' }}>
      <CardContent>
        {title && (
          <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
            {shown}
          </Typography>
        )}
        {children(shown)}
      </CardContent>
    </Card>
  );
}

/**
 * The component of one configured page (loaded with this module, so blocks download with the first visit): its
 * blocks, or on a page with tabs the open tab's (the page route shows the tab bar and checks the tab's permissions).
 */
export const blockPageFor = (name: string, { blocks, tabs }: Pick<PageFileConfig, 'blocks' | 'tabs'>) =>
  function ConfiguredPage({ tab }: PageProps) {
    const open = tab && tabs?.find((item) => item.path === tab.path);
    return open ? (
      <BlockPage key={open.path} name={`${name}.${open.path}`} blocks={open.blocks} />
    ) : (
      <BlockPage name={name} blocks={blocks ?? []} />
    );
  };
