import type { ReactNode } from 'react';
import { NotFoundPage } from '../../custom-pages/errors/NotFoundPage';
import type { FeatureSwitch } from '../schema/pathParts';
import { useFeatureSwitches } from './useFeatureSwitches';

/** Its children while the application configuration switch is on (or none is named), else the not-found page. */
export function FeatureGate({ feature, children }: { feature?: FeatureSwitch; children: ReactNode }) {
  const isOn = useFeatureSwitches();
  return isOn(feature) ? children : <NotFoundPage />;
}
