import { useMemo } from 'react';
import type { PageDefinition } from '../../custom-pages/definePage';
import { pageRegistry } from '../../custom-pages/pageRegistry';
import { useRuntimePages } from '../../resources/framework/pages/runtimePages';

/**
 * Every page the shell routes and offers in its menus: the areas' pages, then the pages ops declared in JSON
 * (`CONFIG_DIR/pages/*.json`) once they arrived. The one place the shell meets configured pages.
 */
export function useConsolePages(): readonly PageDefinition[] {
  const runtime = useRuntimePages();
  return useMemo(() => (runtime.length > 0 ? [...pageRegistry, ...runtime] : pageRegistry), [runtime]);
}
