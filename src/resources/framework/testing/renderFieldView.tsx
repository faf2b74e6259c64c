import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  memoryStore,
  mergeTranslations,
  RecordContextProvider,
  ResourceContextProvider,
  type RaRecord,
} from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_LOCALE, enUsMessages } from '../../../providers/i18nProvider';
import type { ResourceConfig } from '../../types';
import { FieldValue } from '../FieldValue';
import { formInputs } from '../forms/formValues';
import { ResourceForm } from '../forms/ResourceForm';
import { ResourceRegistryProvider } from '../ResourceRegistryContext';
import { createFakeAuthProvider } from './fakeAuthProvider';
import { createFakeDataProvider, type FakeDataProviderOptions } from './fakeDataProvider';
import { fieldOf } from './sampleResource';

export interface RenderFieldOptions {
  /** The console time zone (default Europe/Prague). */
  timeZone?: string;
  /** Options of the fake data provider (lookups, chart answers, …). */
  data?: Omit<FakeDataProviderOptions, 'resources'>;
}

function renderInSample(config: ResourceConfig, ui: ReactNode, options: RenderFieldOptions) {
  const registry = [config];
  const dataProvider = createFakeDataProvider({ resources: registry, ...options.data });
  const i18nProvider = polyglotI18nProvider(
    () => mergeTranslations({ resources: { [config.name]: config.messages } }, enUsMessages),
    DEFAULT_LOCALE,
  );
  const authProvider = createFakeAuthProvider({ registry, permissions: {}, timezone: options.timeZone });
  const result = render(
    <MemoryRouter>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceRegistryProvider registry={registry}>{ui}</ResourceRegistryProvider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, dataProvider };
}

/**
 * Renders one field of a record with its type's display (inside `data-testid="value"`), as lists and details
 * show it, with the fake data provider behind it.
 */
export function renderFieldDisplay(
  config: ResourceConfig,
  source: string,
  record: Record<string, unknown>,
  options: RenderFieldOptions = {},
) {
  const ui = (
    <ResourceContextProvider value={config.route}>
      <RecordContextProvider value={{ id: 1, ...record } as RaRecord}>
        <div data-testid="value">
          <FieldValue field={fieldOf(config, source)} />
        </div>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
  const result = renderInSample(config, ui, options);
  return { ...result, value: screen.getByTestId('value') };
}

// Each form keeps its draft under its own key, so no test restores another's draft.
let forms = 0;

/**
 * Renders the sample resource's edit form over `record` (the generic form: inputs by type, implied validators,
 * conversions). Saving records the sent body in `submitted`.
 */
export function renderFieldForm(
  config: ResourceConfig,
  record: Record<string, unknown> = {},
  options: RenderFieldOptions = {},
) {
  const submitted: Record<string, unknown>[] = [];
  const inputs = formInputs(config.fields, config.form.edit ?? []);
  const ui = (
    <ResourceForm
      config={config}
      inputs={inputs}
      record={{ id: 1, ...record }}
      recordId={1}
      draftKey={`sample-form-${(forms += 1)}`}
      onSubmit={async (body) => {
        submitted.push(body);
      }}
      onCancel={() => undefined}
    />
  );
  return { ...renderInSample(config, ui, options), submitted };
}
