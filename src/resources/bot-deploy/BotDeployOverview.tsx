import { Navigate } from 'react-router-dom';
import type { PageProps } from '../../custom-pages/definePage';
import { ResourceList } from '../framework/ResourceList';
import { useResourceConfig } from '../framework/ResourceRegistryContext';

const RESOURCES: Record<string, string> = {
  modules: 'botDeployModules',
  servers: 'botDeployServers',
  configurations: 'botDeployConfigurations',
};

/** The open tab's list: the bot deploy resource it names, with the generic list (filters, sort, row links). */
export function BotDeployOverview({ tab }: PageProps) {
  const config = useResourceConfig((tab && RESOURCES[tab.path]) ?? '');
  return config ? <ResourceList key={config.name} config={config} embedded /> : null;
}

export function BotDeployRedirect() {
  return <Navigate to="/administration/bot-deploy/overview" replace />;
}
