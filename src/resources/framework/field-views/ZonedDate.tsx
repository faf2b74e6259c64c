import { useContext } from 'react';
import { shownDate } from '../../field-types/date';
import { ConsoleTimeZoneContext } from '../../../utils/consoleTimeZoneContext';
import { useConsoleTimeZone } from '../../../utils/useConsoleTimeZone';

interface ZonedDateProps {
  value: unknown;
  withTime?: boolean;
}

/**
 * A date (and time) in the console time zone: the one its list shares, else (details, forms) the user's own. Two
 * components rather than a conditional hook: a cell inside a list never subscribes to the identity.
 */
export function ZonedDate({ value, withTime = false }: ZonedDateProps) {
  const shared = useContext(ConsoleTimeZoneContext);
  if (shared === null) return <IdentityZonedDate value={value} withTime={withTime} />;
  return <>{shownDate(value, shared, withTime)}</>;
}

function IdentityZonedDate({ value, withTime }: ZonedDateProps) {
  return <>{shownDate(value, useConsoleTimeZone(), withTime)}</>;
}
