/** The NLP API's permissions (SPEC §6 `NlpApi`): datasets, categories with their examples, models. */
export const NLP_PERMISSIONS = {
  dataset: [{ area: 'NlpApi', action: 'viewdataset' }],
  category: [{ area: 'NlpApi', action: 'viewcategory' }],
  model: [{ area: 'NlpApi', action: 'viewmodel' }],
};
