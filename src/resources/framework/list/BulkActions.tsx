import { Suspense, useState } from 'react';
import { useListContext, type Identifier } from 'react-admin';
import type { ActionConfig, ResourceConfig } from '../../types';
import { ActionButton } from '../actions/ActionButton';
import { LazyActionDialog } from '../lazyDialogs';
import { BulkDeleteButton } from './BulkDeleteButton';

/** The toolbar shown over selected rows: the configured bulk actions the user may use, and bulk delete. */
export function BulkActions({
  config,
  actions,
  canDelete,
}: {
  config: ResourceConfig;
  actions: readonly ActionConfig[];
  canDelete: boolean;
}) {
  const { selectedIds, onUnselectItems } = useListContext();
  const [formAction, setFormAction] = useState<ActionConfig>();
  const ids = selectedIds as Identifier[];
  return (
    <>
      {actions.map((action) => (
        <ActionButton
          key={action.name}
          config={config}
          action={action}
          target={{ ids }}
          onOpenForm={() => setFormAction(action)}
          onDone={() => onUnselectItems()}
        />
      ))}
      {canDelete && <BulkDeleteButton config={config} />}
      {formAction && (
        <Suspense fallback={null}>
          <LazyActionDialog
            config={config}
            action={formAction}
            ids={ids}
            onClose={() => {
              setFormAction(undefined);
              onUnselectItems();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
