// The filter inputs a list shows only once a user adds them (or always shown: then preloaded with the list), loaded
// on first use through `deferredFilterInputs.tsx`: selects, number fields and date ranges need code no list needs.
export { NullableBooleanInput, NumberInput, SelectInput } from 'react-admin';
export { DateRangeFilterInput } from './list/DateRangeFilterInput';
