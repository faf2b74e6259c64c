import { Children, isValidElement, useMemo, useState, type ReactNode } from 'react';
import {
  ResourceDefinitionContext,
  type ResourceDefinition,
  type ResourceDefinitions,
  type ResourceProps,
} from 'react-admin';

type Registering = { registerResource?: (props: ResourceProps) => ResourceDefinition };

/** The definitions react-admin registers for the `<Resource>` children of the admin, as it computes them. */
export function resourceDefinitions(children: ReactNode): ResourceDefinitions {
  const definitions: ResourceDefinitions = {};
  for (const child of Children.toArray(children)) {
    if (!isValidElement<ResourceProps>(child)) continue;
    const register = (child.type as Registering).registerResource;
    if (typeof register !== 'function') continue;
    const definition = register(child.props);
    definitions[definition.name] = definition;
  }
  return definitions;
}

const sameDefinition = (a: ResourceDefinition, b: ResourceDefinition | undefined) =>
  b !== undefined &&
  (Object.keys(a) as (keyof ResourceDefinition)[]).every((key) =>
    key === 'options' ? a.options?.label === b.options?.label : a[key] === b[key],
  );

const sameDefinitions = (a: ResourceDefinitions, b: ResourceDefinitions) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([name, definition]) => sameDefinition(definition, b[name]));

const ignore = () => undefined;

/**
 * react-admin's resource definitions, known from the admin's children instead of registered after rendering.
 * react-admin registers each `<Resource>` in an effect, one state update per resource (~90 here), and does it again
 * when the permissions arrive (unregistering all first): each round renders the routes, the layout and the open list
 * again, twice right after the first screen. Here the definitions change only when the resources do (runtime
 * resources joining), and registering changes nothing.
 */
export function StaticResourceDefinitions({
  resources,
  children,
}: {
  /** The admin's children: its `<Resource>` elements among custom routes. */
  resources: ReactNode;
  children: ReactNode;
}) {
  const computed = resourceDefinitions(resources);
  const [definitions, setDefinitions] = useState(computed);
  if (!sameDefinitions(computed, definitions)) setDefinitions(computed);
  const value = useMemo(() => ({ definitions, register: ignore, unregister: ignore }), [definitions]);
  return <ResourceDefinitionContext.Provider value={value}>{children}</ResourceDefinitionContext.Provider>;
}
