import { Link, Stack } from '@mui/material';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ReferenceField } from '../../types';
import { detailPath } from '../resourcePaths';
import { useResourceRegistry } from '../ResourceRegistryContext';

// Links inside a clickable table row must not also trigger the row's navigation.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

function ReferenceLink({ route, id, label }: { route: string | undefined; id: unknown; label: string }) {
  if (!route || (typeof id !== 'string' && typeof id !== 'number')) return <>{label}</>;
  return (
    <Link component={RouterLink} to={detailPath({ route }, id)} onClick={stopRowClick}>
      {label}
    </Link>
  );
}

/** A reference (one id) or reference list (ids with parallel labels) as links to the referenced details. */
export function ReferenceValue({
  field,
  value,
  labels,
}: {
  field: ReferenceField;
  value: unknown;
  labels: unknown;
}) {
  const target = useResourceRegistry().find((resource) => resource.name === field.reference);
  if (field.type === 'reference') {
    return <ReferenceLink route={target?.route} id={value} label={String(labels ?? value)} />;
  }
  const ids = Array.isArray(value) ? value : [];
  const texts = Array.isArray(labels) ? labels : [];
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" component="span">
      {ids.map((id, index) => (
        <ReferenceLink key={String(id)} route={target?.route} id={id} label={String(texts[index] ?? id)} />
      ))}
    </Stack>
  );
}
