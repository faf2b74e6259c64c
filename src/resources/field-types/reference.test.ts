// @vitest-environment node
import { cellOf, sampleField, seedContext } from '../framework/testing/sampleResource';
import { fieldTypeOf } from './fieldTypeRegistry';

const tenant = sampleField(
  { source: 'idTenant', type: 'reference', reference: 'tenants', labelSource: 'tenantName' },
  { source: 'tenantName', type: 'text' },
);
const region = sampleField({ source: 'idRegion', type: 'reference', lookup: { path: '/regions' } });

describe('reference type', () => {
  it("is the record's label in a CSV cell, else the id", () => {
    expect(cellOf(tenant, { idTenant: 2, tenantName: 'Acme' })).toBe('Acme');
    expect(cellOf(region, { idRegion: 2 })).toBe('2');
  });

  it('seeds ids of the referenced records in turn, with labels naming them', () => {
    const definition = fieldTypeOf(tenant);
    const id = definition.seed(tenant, seedContext(4, 3));
    expect(id).toBe(2);
    expect(definition.seedRelated?.(tenant, id, seedContext(4, 3))).toEqual({ tenantName: 'tenants 2' });
  });

  it("seeds a lookup's ids among the fake lookup's five options", () => {
    expect(fieldTypeOf(region).seed(region, seedContext(7))).toBe(3);
    expect(fieldTypeOf(region).seedRelated?.(region, 3, seedContext(7))).toEqual({});
  });

  it('completes lookups with the default value and label fields', () => {
    expect(region.lookup).toEqual({ path: '/regions', valueField: 'id', labelField: 'name' });
  });
});
