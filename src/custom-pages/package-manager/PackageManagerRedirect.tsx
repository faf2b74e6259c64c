import { Navigate } from 'react-router-dom';

export function PackageManagerRedirect() {
  return <Navigate to="/administration/package-manager/install" replace />;
}
