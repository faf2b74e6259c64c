import { loadArea, sortedAreaSummaries } from '../resources/areaLoader';
import type { PageDefinition } from './definePage';

/**
 * Checks pages against each other: names and paths are unique. Throws with every problem, like the resource
 * registry does at start-up.
 */
export function validatePages(pages: readonly PageDefinition[]): readonly PageDefinition[] {
  const problems: string[] = [];
  pages.forEach((page, index) => {
    const before = pages.slice(0, index);
    if (before.some((other) => other.name === page.name)) problems.push(`"${page.name}" is declared twice`);
    if (before.some((other) => other.path === page.path)) problems.push(`"${page.path}" is already used`);
  });
  if (problems.length > 0) throw new Error(`Pages: ${problems.join('; ')}`);
  return Object.freeze([...pages]);
}

/** A page of an area's manifest, once the area is loaded. */
const loadPage = async (area: string, name: string) =>
  (await loadArea(area)).pages!.find((page) => page.name === name)!;

/**
 * The console's pages outside the resource framework (each area's manifest brings its own; the areas' summaries
 * name them), next to the resource registry: routes, menu and guide entries, titles and permission checks derive
 * from these entries; opening one loads its area with its code. (The sign-in callback pages are not here: their
 * addresses come from the runtime configuration and they render without the layout.)
 */
export const pageRegistry: readonly PageDefinition[] = validatePages(
  sortedAreaSummaries.flatMap((area) =>
    area.pages.map((page) => ({
      ...page,
      component: async () => (await loadPage(area.name, page.name)).component(),
      messages: async () => (await (await loadPage(area.name, page.name)).messages?.()) ?? {},
    })),
  ),
);
