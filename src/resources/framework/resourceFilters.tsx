import type { ResourceSummary } from '../registrySummary';
import type { ReactElement } from 'react';
import {
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  type TranslateFunction,
} from 'react-admin';
import type { FeatureSwitch } from '../schema/pathParts';
import type { ResourceConfig } from '../types';
import { DateRangeFilterInput } from './list/DateRangeFilterInput';
import { DeferredReferenceFilter, preloadReferenceFilter } from './list/DeferredReferenceFilter';

/**
 * react-admin filter inputs for a resource's configured filters (kept in the URL, sent as the list call says), but
 * those whose application configuration switch is off.
 */
export function resourceFilters(
  config: ResourceConfig,
  translate: TranslateFunction,
  registry: readonly ResourceSummary[],
  isOn: (feature: FeatureSwitch | undefined) => boolean = () => true,
): ReactElement[] {
  return config.list.filters
    .filter((filter) => isOn(filter.feature))
    .map((filter) => {
      // React wants `key` as its own prop, never inside a spread object.
      const key = filter.source;
      const common = { source: filter.source, alwaysOn: filter.alwaysOn };
      const field = config.fields.find((item) => item.source === filter.source);
      switch (filter.type) {
        case 'search':
          // SearchInput refuses a label; its text is the placeholder.
          return <SearchInput key={key} {...common} placeholder={translate(filter.label)} />;
        case 'boolean':
          return <NullableBooleanInput key={key} {...common} label={filter.label} />;
        case 'number':
          return <NumberInput key={key} {...common} label={filter.label} />;
        case 'dateRange':
          return <DateRangeFilterInput key={key} {...common} label={filter.label} />;
        case 'enum': {
          const choices =
            field && 'choices' in field
              ? field.choices.map((choice) => ({
                  id: choice.value,
                  name: translate(choice.label, { _: choice.label }),
                }))
              : [];
          return (
            <SelectInput
              key={key}
              {...common}
              label={filter.label}
              choices={choices}
              translateChoice={false}
            />
          );
        }
        case 'reference': {
          const target =
            field && 'reference' in field
              ? registry.find((resource) => resource.name === field.reference)
              : undefined;
          if (!target) return <TextInput key={key} {...common} label={filter.label} />;
          if (filter.alwaysOn) preloadReferenceFilter();
          return (
            <DeferredReferenceFilter
              key={key}
              {...common}
              reference={target.route}
              sort={target.list.defaultSort}
              label={filter.label}
              optionText={target.representation}
            />
          );
        }
        default:
          return <TextInput key={key} {...common} label={filter.label} />;
      }
    });
}
