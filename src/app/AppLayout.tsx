import { Layout, type LayoutProps } from 'react-admin';
import { SilentRenewErrorNotifier } from './SilentRenewErrorNotifier';

/** The signed-in page frame: react-admin's layout plus the console's background listeners. */
export function AppLayout({ children, ...props }: LayoutProps) {
  return (
    <Layout {...props}>
      <SilentRenewErrorNotifier />
      {children}
    </Layout>
  );
}
