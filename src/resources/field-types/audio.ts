import { safeAddressCheck } from './conversions';
import type { FieldOf, FieldTypeDefinition } from './fieldTypeDefinition';

/**
 * A recording: its address (https or a path of this site, like `url`), played with the browser's audio player and
 * offered as a download. Other schemes are refused.
 */
export const audioType: FieldTypeDefinition<FieldOf<'audio'>> = {
  sortable: false,
  impliedCheck: (_field, { origin }) => safeAddressCheck(origin),
  seed: (_field, { resource, index }) => `/recordings/${resource.name}-${index + 1}.mp3`,
};
