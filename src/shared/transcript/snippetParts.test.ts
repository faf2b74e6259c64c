// @vitest-environment node
import { snippetParts } from './snippetParts';

describe('snippetParts', () => {
  it('splits the text around the marked words', () => {
    expect(snippetParts({ text: 'pay my invoice today', marks: [[7, 14]] })).toEqual([
      { text: 'pay my ', marked: false },
      { text: 'invoice', marked: true },
      { text: ' today', marked: false },
    ]);
  });

  it('clips marks past the end, overlapping or backwards', () => {
    expect(
      snippetParts({
        text: 'abcdef',
        marks: [
          [0, 2],
          [1, 3],
          [5, 99],
          [2, 1],
        ],
      }),
    ).toEqual([
      { text: 'ab', marked: true },
      { text: 'c', marked: true },
      { text: 'de', marked: false },
      { text: 'f', marked: true },
    ]);
  });
});
