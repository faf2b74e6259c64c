import SearchIcon from '@mui/icons-material/Search';
import { Box, InputAdornment, MenuList } from '@mui/material';
import { useMemo, useState } from 'react';
import {
  Button,
  DataTableColumnFilterContext,
  DataTableColumnRankContext,
  DataTableRenderContext,
  DataTableStoreContext,
  ResettableTextField,
  useStore,
  useTranslate,
} from 'react-admin';
import type { ResourceConfig } from '../../types';
import { columnsStoreKey, defaultHiddenColumns, listColumns, ranksStoreKey } from './columns';
import { fieldColumns } from './fieldColumns';

const padRanks = (ranks: readonly number[], length: number) =>
  ranks.concat(Array.from({ length: length - ranks.length }, (_, index) => ranks.length + index));

/**
 * The column chooser's content, as react-admin's ColumnsSelector renders it (a search box past five columns, one
 * toggle per column that can also be dragged to reorder, a reset), rendered in place when the menu opens. The
 * columns are the table's own column elements: in the "columnsSelector" render context each one renders its toggle.
 */
export function ColumnsMenuBody({ config }: { config: ResourceConfig }) {
  const translate = useTranslate();
  const columns = useMemo(() => fieldColumns(listColumns(config)), [config]);
  const store = useMemo(
    () => ({ storeKey: columnsStoreKey(config), defaultHiddenColumns: defaultHiddenColumns(config) }),
    [config],
  );
  const [ranks, setRanks] = useStore<number[] | undefined>(ranksStoreKey(config));
  const [, setHidden] = useStore(store.storeKey, store.defaultHiddenColumns);
  const [search, setSearch] = useState('');
  return (
    <DataTableStoreContext.Provider value={store}>
      <DataTableRenderContext.Provider value="columnsSelector">
        <Box sx={{ px: 1, pt: 1, minWidth: 200 }}>
          {columns.length > 5 && (
            <Box sx={{ mb: 1 }}>
              <ResettableTextField
                hiddenLabel
                label=""
                value={search}
                onChange={(event: string | { target: { value: string } }) =>
                  setSearch(typeof event === 'string' ? event : event.target.value)
                }
                placeholder={translate('ra.action.search_columns', { _: 'Search columns' })}
                InputProps={{
                  endAdornment: (
                    <InputAdornment position="end">
                      <SearchIcon color="disabled" />
                    </InputAdornment>
                  ),
                }}
                resettable
                // The popover opened on the user's click and is about this box: the focus goes there, as in
                // react-admin's chooser.
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus
                size="small"
              />
            </Box>
          )}
          <MenuList sx={{ pt: 0 }}>
            {padRanks(ranks ?? [], columns.length).map((position, index) => (
              <DataTableColumnRankContext.Provider value={position} key={index}>
                <DataTableColumnFilterContext.Provider value={search}>
                  {columns[position]}
                </DataTableColumnFilterContext.Provider>
              </DataTableColumnRankContext.Provider>
            ))}
          </MenuList>
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button
              label="ra.action.reset"
              onClick={() => {
                setRanks(undefined);
                setHidden(store.defaultHiddenColumns);
              }}
            />
          </Box>
        </Box>
      </DataTableRenderContext.Provider>
    </DataTableStoreContext.Provider>
  );
}
