// @vitest-environment node
import {
  MAX_START_READS,
  recallStartReads,
  recordStartReads,
  rememberStartReads,
  START_READS_STORAGE_KEY,
  startAddress,
} from './startReads';
import { memoryStorage } from '../testing/memoryStorage';

const API = 'http://localhost:8080/api';
const NLP = 'http://localhost:8080/nlp';
const LIST = `${API}/administration/users?page=1&pageSize=25&sort=username&order=ASC`;

describe('start-up reads', () => {
  it('recalls the reads of the same address and user, within the APIs only', () => {
    const storage = memoryStorage();
    rememberStartReads(storage, {
      address: '/administration/users',
      user: 'u1',
      urls: [LIST, `${NLP}/models`, 'https://evil.example/api/x', `${API}evil.example/x`],
    });
    expect(recallStartReads(storage, '/administration/users', 'u1', [API, NLP])).toEqual([
      LIST,
      `${NLP}/models`,
    ]);
    expect(recallStartReads(storage, '/administration/users?page=2', 'u1', [API, NLP])).toEqual([]);
    expect(recallStartReads(storage, '/administration/users', 'u2', [API, NLP])).toEqual([]);
    // An empty API address never lets a stored address through.
    expect(recallStartReads(storage, '/administration/users', 'u1', [''])).toEqual([]);
  });

  it('keeps at most a few reads, and forgets them when a load made none', () => {
    const storage = memoryStorage();
    const urls = Array.from({ length: MAX_START_READS + 3 }, (_, index) => `${API}/read/${index}`);
    rememberStartReads(storage, { address: '/a', user: 'u1', urls });
    expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual(urls.slice(0, MAX_START_READS));
    rememberStartReads(storage, { address: '/a', user: 'u1', urls: [] });
    expect(storage.getItem(START_READS_STORAGE_KEY)).toBeNull();
  });

  it('treats a corrupt or foreign entry as none, and a full storage as nothing remembered', () => {
    const storage = memoryStorage();
    for (const text of ['not json', 'null', '"text"', '{"address":"/a","user":"u1","urls":"x"}']) {
      storage.setItem(START_READS_STORAGE_KEY, text);
      expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual([]);
    }
    storage.setItem(
      START_READS_STORAGE_KEY,
      JSON.stringify({ address: '/a', user: 'u1', urls: [7, `${API}/x`] }),
    );
    expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual([`${API}/x`]);
    expect(() =>
      rememberStartReads(memoryStorage({ failing: true }), { address: '/a', user: 'u1', urls: [LIST] }),
    ).not.toThrow();
  });

  it('names a load by its path and query', () => {
    expect(startAddress({ pathname: '/administration/users', search: '?sort=email' })).toBe(
      '/administration/users?sort=email',
    );
  });

  it('remembers each read of a load at once, once, for its user, until its first screen is shown', () => {
    const storage = memoryStorage();
    const signedIn: { user?: string } = {};
    const userOf = vi.fn(() => signedIn.user);
    const record = recordStartReads(storage, '/a', userOf);
    record.note(LIST); // no user known yet: nothing to replay it for
    expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual([]);
    signedIn.user = 'u1';
    record.note(LIST);
    expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual([LIST]);
    record.note(`${API}/home/user-info`);
    record.note(LIST);
    record.stop();
    const reads = userOf.mock.calls.length;
    record.note(`${API}/later`);
    expect(userOf).toHaveBeenCalledTimes(reads); // the stored user is not read for later reads
    expect(recallStartReads(storage, '/a', 'u1', [API])).toEqual([LIST, `${API}/home/user-info`]);
  });
});
