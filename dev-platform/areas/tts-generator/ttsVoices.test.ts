import { describe, expect, it } from 'vitest';
import { parseVoices } from './synthesiser';
import { voicesForLanguages } from './ttsVoices';

const LISTING = `Pty Language       Age/Gender VoiceName          File                 Other Languages
 5  de              --/M      German             gmw/de
 2  en-gb           --/M      English_(Great_Britain) gmw/en               (en 2)
 2  en-us           --/M      English_(America)  gmw/en-US            (en 3)
 5  es              --/M      Spanish_(Spain)    roa/es
`;

describe('espeak-ng voices', () => {
  it('parses the listing and offers voices by base language, the regional one first', () => {
    const voices = parseVoices(LISTING);
    expect(voices).toHaveLength(4);
    const [english, german, swedish] = voicesForLanguages(
      [
        { code: 'en-GB', name: 'English (United Kingdom)' },
        { code: 'de-DE', name: 'German' },
        { code: 'sv-SE', name: 'Swedish' },
      ],
      voices,
    );
    expect(english!.voices).toEqual([
      { id: 'en-gb', label: 'English (Great Britain)' },
      { id: 'en-us', label: 'English (America)' },
    ]);
    expect(german!.voices).toEqual([{ id: 'de', label: 'German' }]);
    expect(swedish!.voices).toEqual([]);
  });
});
