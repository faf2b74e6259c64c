import { definePage } from '../definePage';

/**
 * /administration/nlp-tester (SPEC §2 NLP tester "guide"): what the NLP tester does and the way through it, with
 * links to the datasets and models the user may open. Needs `NlpApi/viewdataset` (everything starts at a dataset).
 */
export const nlpTesterGuidePage = definePage({
  name: 'nlpTesterGuide',
  path: '/administration/nlp-tester',
  section: 'administration',
  icon: 'chat',
  label: 'app.nlpTester.title',
  permissions: [{ area: 'NlpApi', action: 'viewdataset' }],
  component: () => import('./NlpTesterGuidePage').then((module) => module.NlpTesterGuidePage),
  messages: () => import('./nlpTesterMessages').then((module) => module.nlpTesterTexts),
  translations: {
    cs: () => import('./nlpTesterGuidePageMessagesCs').then((module) => module.nlpTesterGuideTextsCs),
  },
});
