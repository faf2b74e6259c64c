import { FIELD_VIEWS } from '../framework/field-views/fieldViews';
import { FIELD_TYPE_DEFINITIONS } from './fieldTypeRegistry';
import { FIELD_TYPES } from './fieldTypes';

describe('field type registries', () => {
  it('every configurable type has its behaviour and its views, and nothing else is registered', () => {
    expect(Object.keys(FIELD_TYPE_DEFINITIONS).sort()).toEqual([...FIELD_TYPES].sort());
    expect(Object.keys(FIELD_VIEWS).sort()).toEqual([...FIELD_TYPES].sort());
  });

  it('knows which types cannot order a list', () => {
    const unsortable = FIELD_TYPES.filter((type) => !FIELD_TYPE_DEFINITIONS[type].sortable);
    expect(unsortable).toEqual([
      'flags',
      'referenceList',
      'json',
      'secret',
      'tags',
      'audio',
      'chart',
      'snippet',
    ]);
  });
});
