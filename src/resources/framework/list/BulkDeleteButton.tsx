import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  Confirm,
  useDeleteMany,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { errorMessage, isSilentError } from '../../../providers/apiError';
import type { ResourceConfig } from '../../types';
import { useRecordNaming } from '../useRecordNaming';

/**
 * Deletes the selected rows after a confirmation that names them with the resource's translated name ('Delete 2
 * Tags'); react-admin's own button would name them by route ('Delete administration/tag') and report 'Element deleted'.
 */
export function BulkDeleteButton({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { notifyDone } = useRecordNaming(config);
  const { selectedIds, data, onUnselectItems } = useListContext();
  const [deleteMany, { isPending }] = useDeleteMany();
  const [open, setOpen] = useState(false);
  const ids = selectedIds as Identifier[];
  const count = ids.length;
  const names = { smart_count: count, name: translate(config.label, { smart_count: count }) };

  const confirm = () => {
    // The rows as shown, so a single deleted record can be named; selections on other pages are counted.
    const records = ids.map((id) => data?.find((record) => record.id === id));
    deleteMany(
      config.route,
      { ids },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notifyDone('deleted', records);
          onUnselectItems(true);
        },
        onError: (error) => {
          if (!isSilentError(error)) notify(errorMessage(error), { type: 'error' });
          refresh();
        },
        onSettled: () => setOpen(false),
      },
    );
  };

  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        {translate('framework.delete')}
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="framework.delete_title"
        titleTranslateOptions={names}
        content="framework.delete_content"
        contentTranslateOptions={names}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
