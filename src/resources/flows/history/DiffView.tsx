import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { Loading, useTranslate } from 'react-admin';
import { isEmptyDiff } from '../../../shared/flowDiff';
import type { FlowVersionDiff } from '../../../shared/wire/flowVersions';
import { ChangeList } from './ChangeList';
import { PropertyTable } from './PropertyTable';
import { TextDiff } from './TextDiff';

/**
 * What changed from one version to another: nodes and connections added, removed or changed with the changed
 * properties side by side, then settings and any other content; the revert to the older version is one button.
 */
export function DiffView({
  pair,
  diff,
  loading,
  canRevert,
  onRevert,
}: {
  pair: { from: number; to: number };
  diff?: FlowVersionDiff;
  loading: boolean;
  canRevert: boolean;
  onRevert: () => void;
}) {
  const translate = useTranslate();
  const title = translate('history.diff_title', { from: pair.from, to: pair.to });
  const changes = diff?.diff;
  const count = (kind: string) =>
    (changes?.nodes.filter((node) => node.change === kind).length ?? 0) +
    (changes?.edges.filter((edge) => edge.change === kind).length ?? 0);
  return (
    <Box component="section" aria-label={title} sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {changes && (
          <Chip
            size="small"
            label={translate('history.summary', {
              added: count('added'),
              removed: count('removed'),
              changed: count('changed'),
            })}
          />
        )}
        {canRevert && (
          <Button variant="outlined" color="warning" onClick={onRevert}>
            {translate('history.revert', { version: pair.from })}
          </Button>
        )}
      </Stack>
      {loading && <Loading />}
      {changes && isEmptyDiff(changes) && <Alert severity="info">{translate('history.no_changes')}</Alert>}
      {changes && (
        <>
          <ChangeList title="history.nodes" items={changes.nodes} pair={pair} />
          <ChangeList
            title="history.edges"
            items={changes.edges.map((edge) => ({ ...edge, type: '' }))}
            pair={pair}
          />
          {changes.settings.length > 0 && (
            <PropertyTable title="history.settings" properties={changes.settings} pair={pair} />
          )}
          {changes.other.length > 0 && (
            <PropertyTable title="history.other" properties={changes.other} pair={pair} />
          )}
          <TextDiff hunks={diff?.text ?? []} />
        </>
      )}
    </Box>
  );
}
