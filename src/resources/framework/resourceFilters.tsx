import type { ReactElement } from 'react';
import { NullableBooleanInput, SearchInput, TextInput, type TranslateFunction } from 'react-admin';
import type { ResourceConfig } from '../types';

/** react-admin filter inputs for a resource's configured filters (sent as the JSON `filter` parameter). */
export function resourceFilters(config: ResourceConfig, translate: TranslateFunction): ReactElement[] {
  return config.list.filters.map((filter) => {
    const common = { source: filter.source, alwaysOn: filter.alwaysOn };
    switch (filter.type) {
      case 'search':
        // SearchInput refuses a label; its text is the placeholder.
        return <SearchInput key={filter.source} {...common} placeholder={translate(filter.label)} />;
      case 'boolean':
        return <NullableBooleanInput key={filter.source} {...common} label={filter.label} />;
      default:
        return <TextInput key={filter.source} {...common} label={filter.label} />;
    }
  });
}
