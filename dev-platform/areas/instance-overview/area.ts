import type { PlatformArea } from '../platformArea';
import { instanceRoutes } from './instanceOverview';
import { serveRemoteInstances } from './instanceRemote';

/** Instance overview (issue 17): the remote instances this process serves, and the comparisons with them. */
export const area: PlatformArea = {
  name: 'instance-overview',
  register({ app, context, jobs, settings, url }) {
    const remotes = serveRemoteInstances(app, context.db, settings.dbFile);
    instanceRoutes(app, context, jobs, url);
    // Running sync jobs talk to the remotes: they close once the jobs settled.
    return { close: () => remotes.close() };
  },
};
