// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf, fromInputValue } from './fieldTypeRegistry';

const groups = sampleField(
  {
    source: 'roleIds',
    type: 'referenceList',
    reference: 'permissionGroups',
    labelSource: 'roleNames',
  },
  { source: 'roleNames', type: 'tags' },
);
const regions = sampleField({ source: 'regionIds', type: 'referenceList', lookup: { path: '/regions' } });

describe('reference list type', () => {
  it('joins the labels (or the ids) in a CSV cell', () => {
    expect(cellOf(groups, { roleIds: [1, 2], roleNames: ['Operators', 'Viewers'] })).toBe(
      'Operators, Viewers',
    );
    expect(cellOf(regions, { regionIds: [1, 2] })).toBe('1, 2');
  });

  it('sends a list, empty when nothing is picked', () => {
    expect(fromInputValue(groups, [3], { timeZone: 'UTC', values: {} })).toEqual([3]);
    expect(fromInputValue(groups, undefined, { timeZone: 'UTC', values: {} })).toEqual([]);
  });

  it('seeds one reference with its label, and a lookup option by its seeded label', () => {
    const definition = fieldTypeOf(groups);
    expect(definition.seed(groups, seedContext(0))).toEqual([1]);
    expect(definition.seedRelated?.(groups, [1], seedContext(0))).toEqual({
      roleNames: ['permissionGroups 1'],
    });
    expect(groups.sortable).toBe(false);
  });
});
