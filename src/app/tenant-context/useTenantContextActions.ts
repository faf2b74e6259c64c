import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useResetStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearTenantContext, writeTenantContext } from '../../providers/tenantContext';
import type { TenantRef } from '../../shared/wire/home';
import { HOME_PATH } from '../homePath';

/** Reloads the page; a seam for tests (jsdom cannot reload). */
export interface PageReloader {
  reload: () => void;
}

const browserReloader: PageReloader = { reload: () => window.location.reload() };

/**
 * Switching and restoring the tenant context (SPEC §4). Switching stores the context, drops every cached answer
 * and react-admin's store (nothing of the previous tenant may stay on screen or in caches) and goes to /flows,
 * reloading when already there. Restoring returns to the user's own tenant and reloads.
 */
export function useTenantContextActions(reloader: PageReloader = browserReloader) {
  const queryClient = useQueryClient();
  const resetStore = useResetStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const forgetEverything = useCallback(async () => {
    await queryClient.cancelQueries();
    queryClient.clear();
    resetStore();
  }, [queryClient, resetStore]);

  const switchTo = useCallback(
    async (tenant: TenantRef) => {
      writeTenantContext(tenant);
      await forgetEverything();
      if (pathname === HOME_PATH) reloader.reload();
      else navigate(HOME_PATH);
    },
    [forgetEverything, navigate, pathname, reloader],
  );

  const restore = useCallback(async () => {
    clearTenantContext();
    await forgetEverything();
    reloader.reload();
  }, [forgetEverything, reloader]);

  return { switchTo, restore };
}
