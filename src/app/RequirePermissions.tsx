import type { ReactNode } from 'react';
import { Loading, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { canAccessAll, type PermissionRequirement } from '../shared/permissions';

/** Where a route whose permissions are missing sends the user (SPEC §6). */
export const NOT_AUTHORIZED_PATH = '/not-authorized';

/**
 * Guards a custom route (resource routes are guarded by react-admin through `authProvider.canAccess`): renders the
 * page only when every requirement is granted, else goes to /not-authorized. The page does not mount — and sends
 * no request — before the check passed.
 */
export function RequirePermissions({
  requirements,
  children,
}: {
  requirements: readonly PermissionRequirement[];
  children: ReactNode;
}) {
  const { permissions, isPending, error } = usePermissions();
  if (requirements.length === 0) return <>{children}</>;
  if (isPending) return <Loading />;
  if (error || !canAccessAll(permissions, requirements)) return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  return <>{children}</>;
}
