import { Suspense } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import type { ConsoleIdentity } from '../../providers/authProvider';
import { canAccess } from '../../shared/permissions';
import { lazyView } from '../../utils/lazyView';
import { useTenantContext } from './useTenantContext';
import { useTenantContextActions } from './useTenantContextActions';

// The switch dialog (an autocomplete over the tenants) is code for a rare action: loaded when it opens.
const TenantSwitchDialog = lazyView(async () => (await import('./TenantSwitchDialog')).TenantSwitchDialog);

/** Whether the user may switch tenant: tenantContextSwitching and more than one tenant (SPEC §6). */
export function useCanSwitchTenant(): boolean {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions();
  const tenants = (identity as ConsoleIdentity | undefined)?.tenantsForContextSwitch ?? [];
  return canAccess(permissions, 'AccessManagement', 'tenantContextSwitching') && tenants.length > 1;
}

/** The tenant switch (SPEC §4) while `open`: choosing the own tenant restores it, another switches to it. */
export function TenantSwitch({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { identity } = useGetIdentity();
  const user = identity as ConsoleIdentity | undefined;
  const context = useTenantContext();
  const { switchTo, restore } = useTenantContextActions();
  if (!open || !user) return null;
  return (
    <Suspense fallback={null}>
      <TenantSwitchDialog
        open
        tenants={user.tenantsForContextSwitch.filter((tenant) => tenant.id !== (context ?? user.tenant).id)}
        onClose={onClose}
        onSwitch={(tenant) => {
          onClose();
          void (tenant.id === user.tenant.id ? restore() : switchTo(tenant));
        }}
      />
    </Suspense>
  );
}
