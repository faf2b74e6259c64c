import { Suspense, type ComponentProps, type ComponentType } from 'react';
import { preloadableView } from '../../app/lazyView';
import type * as Inputs from './filterInputs';

const inputs = () => import('./filterInputs');

/**
 * A filter input whose code loads when a list first shows it (added from the filter menu, or always shown: then
 * `preload` starts it with the list). react-admin reads the element's props (source, label, alwaysOn) before.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Input = preloadableView(load);
  function DeferredFilterInput(props: P) {
    return (
      <Suspense fallback={null}>
        <Input {...props} />
      </Suspense>
    );
  }
  return Object.assign(DeferredFilterInput, { preload: () => void Input.preload() });
}

export const DeferredNullableBooleanInput = deferred<ComponentProps<typeof Inputs.NullableBooleanInput>>(
  async () => (await inputs()).NullableBooleanInput,
);
export const DeferredNumberInput = deferred<ComponentProps<typeof Inputs.NumberInput>>(
  async () => (await inputs()).NumberInput,
);
export const DeferredSelectInput = deferred<ComponentProps<typeof Inputs.SelectInput>>(
  async () => (await inputs()).SelectInput,
);
export const DeferredDateRangeInput = deferred<ComponentProps<typeof Inputs.DateRangeFilterInput>>(
  async () => (await inputs()).DateRangeFilterInput,
);
