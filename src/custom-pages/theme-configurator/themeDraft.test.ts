// @vitest-environment node
import { DEFAULT_THEME } from '../../shared/defaultTheme';
import { contentOf, draftFromJson, draftFromTheme, draftProblems, initialDraft } from './themeDraft';

const draft = draftFromTheme(DEFAULT_THEME);

describe('theme drafts', () => {
  it('round-trips the default theme through its JSON content', () => {
    expect(draftFromJson(contentOf(draft))).toEqual({ draft, problems: [] });
    expect(draftProblems(draft)).toEqual([]);
  });

  it('leaves empty colours out and reports what the console would refuse', () => {
    const edited = { ...draft, colors: { ...draft.colors, primary: 'red', error: '' }, logoWidth: '600' };
    expect(JSON.parse(contentOf(edited)).colors).toEqual({ primary: 'red', secondary: '#00796b' });
    expect(draftProblems(edited).map((problem) => problem.path)).toEqual([
      'colors.primary',
      'logos.console.width',
    ]);
    expect(draftProblems({ ...draft, logoSource: 'javascript:alert(1)' })).toEqual([
      { code: 'source', path: 'logos.console.source' },
    ]);
  });

  it('refuses expert JSON that is no valid theme, with the problem paths', () => {
    expect(draftFromJson('{"title": 1}').problems).toEqual([{ code: 'text', path: 'title' }]);
    expect(draftFromJson('{oops').problems).toEqual([{ code: 'invalid_json', path: '' }]);
    expect(draftFromJson('').draft).toBeUndefined();
  });

  it('opens the previewed theme first, else the saved one, else the default', () => {
    const saved = JSON.stringify({ title: 'Saved' });
    expect(initialDraft(JSON.stringify({ title: 'Preview' }), saved).title).toBe('Preview');
    expect(initialDraft('{broken', saved).title).toBe('Saved');
    expect(initialDraft(null, undefined)).toEqual(draft);
  });
});
