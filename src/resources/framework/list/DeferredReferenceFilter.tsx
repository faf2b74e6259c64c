import { Suspense } from 'react';
import { preloadableView } from '../../../utils/lazyView';
import type { ReferenceFilterInputProps } from './ReferenceFilterInput';

const ReferenceFilterInput = preloadableView(
  async () => (await import('./ReferenceFilterInput')).ReferenceFilterInput,
);

/**
 * The reference filter, whose autocomplete loads when a list first shows it (added from the filter menu, or always
 * shown: then `preloadReferenceFilter` starts it with the list). react-admin reads the element's props before.
 */
export function DeferredReferenceFilter(props: ReferenceFilterInputProps) {
  return (
    <Suspense fallback={null}>
      <ReferenceFilterInput {...props} />
    </Suspense>
  );
}

export const preloadReferenceFilter = () => void ReferenceFilterInput.preload();
