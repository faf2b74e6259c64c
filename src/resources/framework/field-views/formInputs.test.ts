import { FIELD_TYPES } from '../../field-types/fieldTypes';
import { FIELD_VIEWS } from './fieldViews';
import { formInputOf } from './formInputs';

const LIST_VIEWS: Record<string, object> = FIELD_VIEWS;

describe('form inputs', () => {
  it('every field type has a form input', () => {
    for (const type of FIELD_TYPES) expect(typeof formInputOf({ type }).Input, type).toBe('function');
  });

  it('the autocomplete, check-box-group, switch, number, select and password inputs are not in the views a list loads', () => {
    for (const type of [
      'flags',
      'reference',
      'referenceList',
      'boolean',
      'number',
      'duration',
      'percent',
      'enum',
      'secret',
    ] as const)
      expect(LIST_VIEWS[type], type).not.toHaveProperty('Input');
  });
});
