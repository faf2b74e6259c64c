import ViewWeekIcon from '@mui/icons-material/ViewWeek';
import { Button, Popover } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOpenedOnce } from '../../../utils/useOpenedOnce';
import type { ResourceConfig } from '../../types';
import { ColumnsMenuBody } from './ColumnsMenuBody';

/**
 * The list's column chooser. react-admin's ColumnsButton keeps its popover mounted and the DataTable portals the
 * whole chooser (a toggle per column, a focused search box) into it with the list's first rows: a second table's
 * worth of components and a forced layout on the way to the first list. Here the chooser renders when opened;
 * the DataTable finds no container of its own (this one has no id) and renders nothing there.
 */
export function ColumnsMenuButton({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const opened = useOpenedOnce(anchor !== null);
  return (
    <>
      <Button size="small" startIcon={<ViewWeekIcon />} onClick={(event) => setAnchor(event.currentTarget)}>
        {translate('ra.action.select_columns', { _: 'Columns' })}
      </Button>
      {opened && (
        <Popover
          open={anchor !== null}
          anchorEl={anchor}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <ColumnsMenuBody config={config} />
        </Popover>
      )}
    </>
  );
}
