import { FIELD_TYPES } from '../../field-types/fieldTypes';
import { FIELD_VIEWS } from './fieldViews';
import { formInputOf } from './formInputs';

describe('form inputs', () => {
  it('every field type has a form input', () => {
    for (const type of FIELD_TYPES) expect(typeof formInputOf({ type }).Input, type).toBe('function');
  });

  it('the autocomplete and check-box-group inputs are not in the views a list loads', () => {
    for (const type of ['flags', 'reference', 'referenceList'] as const)
      expect(Object.keys(FIELD_VIEWS[type]), type).toEqual(['Display']);
  });
});
