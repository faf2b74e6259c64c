const CONSOLE_PAGES = [
  // A test call's conversation.
  {
    pattern: /^\/administration\/conversation-details\/[^/]+\/timeline$/,
    label: 'app.tasks.open_conversation',
  },
  // A reverted flow's or component's new version, in its history.
  {
    pattern: /^\/(flows|administration\/components)\/detail\/\d+\/history\?compare=\d+-\d+$/,
    label: 'app.tasks.open_version',
  },
];

/** A result that is a page of the console, opened instead of downloaded: its path and the open button's label. */
export const consolePageOf = (resultUrl: string | null): { path: string; label: string } | null => {
  const page = resultUrl ? CONSOLE_PAGES.find(({ pattern }) => pattern.test(resultUrl)) : undefined;
  return page && resultUrl ? { path: resultUrl, label: page.label } : null;
};
