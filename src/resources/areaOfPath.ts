import { matchPath } from 'react-router-dom';
import { areaSummaries } from './areaSummaries.generated';

/** Every route the areas open, longest first (a more specific route wins over one it extends). */
const routes = areaSummaries
  .flatMap((area) => [
    ...area.pages.map((page) => ({ area: area.name, path: page.tabs ? `${page.path}/*` : page.path })),
    ...area.resources
      .filter((resource) => !resource.embedded)
      .map((resource) => ({ area: area.name, path: `/${resource.route}/*` })),
  ])
  .sort((a, b) => b.path.length - a.path.length);

/** The area whose page or resource the address opens (undefined for the shell's own addresses). */
export function areaOfPath(pathname: string): string | undefined {
  return routes.find(({ path }) => matchPath({ path }, pathname) !== null)?.area;
}
