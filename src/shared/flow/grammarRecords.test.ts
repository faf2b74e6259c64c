// @vitest-environment node
import { grammarRecordMatchers } from './grammarRecords';

describe('grammarRecordMatchers', () => {
  it('maps keyword lines to the intents in order, or by the intent a line names', () => {
    const record = { kind: 'keywords' as const, content: 'yes|yeah| sure\n\nno|nope\nmaybe|perhaps' };
    expect(grammarRecordMatchers(record, ['yes', 'no'])).toEqual([
      { intent: 'yes', phrases: ['yes', 'yeah', 'sure'] },
      { intent: 'no', phrases: ['no', 'nope'] },
    ]);
    const named = { kind: 'keywords' as const, content: 'no: nope|never\nyes: sure' };
    expect(grammarRecordMatchers(named, ['yes', 'no'])).toEqual([
      { intent: 'no', phrases: ['nope', 'never'] },
      { intent: 'yes', phrases: ['sure'] },
    ]);
  });

  it('compiles regex lines by position, skips broken patterns and never interprets SRGS', () => {
    const [digits, broken] = grammarRecordMatchers({ kind: 'regex', content: '^[0-9]{4}$\n([' }, [
      'pin',
      'x',
    ]);
    expect(digits).toMatchObject({ intent: 'pin' });
    expect('pattern' in digits! && digits.pattern.test('1234')).toBe(true);
    expect(broken).toBeUndefined();
    expect(grammarRecordMatchers({ kind: 'srgs', content: '<grammar/>' }, ['date'])).toEqual([]);
  });
});
