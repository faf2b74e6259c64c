import { useGetList } from 'react-admin';
import type { ContactMapping } from '../../../shared/contactMapping';

/** A saved column mapping of the tenant. */
export interface SavedMapping {
  id: number;
  name: string;
  mapping: ContactMapping;
}

/** The tenant's saved mappings, by name (one request, shared by the wizard and its mapping step). */
export const useSavedMappings = () =>
  useGetList<SavedMapping>('campaignContactImportMappings', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
