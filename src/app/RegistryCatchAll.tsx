import { useEffect } from 'react';
import { Loading } from 'react-admin';
import { NotFoundPage } from '../custom-pages/errors/NotFoundPage';
import { useRuntimePagesPending } from '../resources/framework/pages/runtimePages';
import { useRegistryPending } from '../resources/framework/ResourceRegistryContext';

/**
 * The catch-all route. While runtime resources are still being checked, an address no resource matches yet may be
 * one of theirs (a deep link, the address after sign-in): load them now and wait instead of saying "not found".
 * The same for pages declared in JSON.
 */
export function RegistryCatchAll() {
  const pending = useRegistryPending();
  const pagesPending = useRuntimePagesPending();
  useEffect(() => {
    void pending?.();
    void pagesPending?.();
  }, [pending, pagesPending]);
  return pending || pagesPending ? <Loading /> : <NotFoundPage />;
}
