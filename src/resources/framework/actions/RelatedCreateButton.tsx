import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useCanAccess, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { getPath } from '../../../shared/getPath';
import { fillPath, type PlaceholderValues } from '../../schema/placeholders';
import type { RelatedList, ResourceConfig } from '../../types';
import { CreateDialog, type CreateContext } from '../list/CreateDialog';

export interface RelatedCreateButtonProps {
  /** The related resource whose create form opens. */
  config: ResourceConfig;
  related: RelatedList;
  /** The shown record: it fills the `create.defaults`. */
  parent: RaRecord;
  /** What fills `create.path`: the shown record's fields, the page's route parameters and its `id`. */
  values: PlaceholderValues;
}

/**
 * "Create in context" on a related list: the related resource's create form with inputs preset from the shown
 * record (read-only), posted to `create.path` filled from it and the page's route parameters (or the resource's own
 * create call); the lists
 * refresh after. Shown to users who may create such records.
 */
export function RelatedCreateButton({ config, related, parent, values }: RelatedCreateButtonProps) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: config.route, action: 'create' });
  const create = related.create;
  const context = useMemo((): CreateContext | undefined => {
    if (!create) return undefined;
    const presets = Object.fromEntries(
      Object.entries(create.defaults).map(([source, path]) => [source, getPath(parent, path)]),
    );
    return {
      presets,
      apiPath: create.path ? fillPath(create.path, values) : undefined,
      draftName: `create:${String(parent.id)}`,
      onCreated: () => {
        setOpen(false);
        refresh();
      },
      onCancel: () => setOpen(false),
    };
  }, [create, parent, refresh, values]);
  if (!context || !config.form.create || canAccess !== true) return null;
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        {translate('framework.create')}
      </Button>
      {open && <CreateDialog config={config} context={context} />}
    </>
  );
}
