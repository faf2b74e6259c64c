import { Navigate } from 'react-router-dom';
import { notAuthorizedPage } from '../custom-pages/errors/notAuthorizedDefinition';

/** react-admin sends denied users to /access-denied; the console's address for that is /not-authorized (SPEC §2). */
export function AccessDeniedRedirect() {
  return <Navigate to={notAuthorizedPage.path} replace />;
}
