import { Navigate } from 'react-router-dom';
import type { PageProps } from '../../custom-pages/definePage';
import { ResourceList } from '../framework/ResourceList';
import { useResourceRegistry } from '../framework/ResourceRegistryContext';
import { findResource } from '../registryLookup';

const RESOURCES: Record<string, string> = {
  modules: 'botDeployModules',
  servers: 'botDeployServers',
  configurations: 'botDeployConfigurations',
};

/** The open tab's list: the bot deploy resource it names, with the generic list (filters, sort, row links). */
export function BotDeployOverview({ tab }: PageProps) {
  const registry = useResourceRegistry();
  const config = tab ? findResource(registry, RESOURCES[tab.path] ?? '') : undefined;
  return config ? <ResourceList key={config.name} config={config} embedded /> : null;
}

export function BotDeployRedirect() {
  return <Navigate to="/administration/bot-deploy/overview" replace />;
}
