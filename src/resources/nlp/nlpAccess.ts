/**
 * The NLP API's permissions (SPEC §6 `NlpApi`): datasets, categories with their examples, models; the edit actions
 * guard every change (issue 31.9), as on the server.
 */
export const NLP_PERMISSIONS = {
  dataset: [{ area: 'NlpApi', action: 'viewdataset' }],
  category: [{ area: 'NlpApi', action: 'viewcategory' }],
  model: [{ area: 'NlpApi', action: 'viewmodel' }],
  datasetEdit: [{ area: 'NlpApi', action: 'editdataset' }],
  categoryEdit: [{ area: 'NlpApi', action: 'editcategory' }],
  modelEdit: [{ area: 'NlpApi', action: 'editmodel' }],
};
