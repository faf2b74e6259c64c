import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { CustomTabProps } from '../defineArea';
import { stopRowClick } from '../framework/field-views/fieldView';
import { listPath } from '../framework/resourcePaths';
import { useResourceConfig } from '../framework/ResourceRegistryContext';

/** A dataset's name as the link to its categories (`…/datasets/{language}/{datasetId}/categories`). */
export function NlpDatasetLink({ record }: CustomTabProps) {
  const categories = useResourceConfig('nlpCategories');
  if (!record) return null;
  const name = String(record.name ?? '');
  if (!categories) return <>{name}</>;
  const to = listPath(categories, { language: String(record.language), datasetId: String(record.id) });
  return (
    <Link component={RouterLink} to={to} onClick={stopRowClick}>
      {name}
    </Link>
  );
}
