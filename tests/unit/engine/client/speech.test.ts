// Saying a called number aloud (engine/client/speech.ts), on a stand-in for the browser's speech
// synthesis that records what it is asked to say.
import { announce, type SpeechHost } from '../../../../engine/client/speech';

class Utterance {
  lang = '';
  voice: { lang: string; name: string } | null = null;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly text: string) {}
}

function host(voices: { lang: string; name: string }[], ending: 'end' | 'error' = 'end') {
  const spoken: Utterance[] = [];
  const stand: SpeechHost = {
    speechSynthesis: {
      getVoices: () => voices as SpeechSynthesisVoice[],
      speak: (utterance) => {
        spoken.push(utterance as unknown as Utterance);
        const said = utterance as unknown as Utterance;
        queueMicrotask(() => (ending === 'end' ? said.onend?.() : said.onerror?.()));
      },
    },
    SpeechSynthesisUtterance: Utterance as unknown as typeof SpeechSynthesisUtterance,
  };
  return { stand, spoken };
}

describe('announce', () => {
  it('says the text as many times as asked, in the language asked, with its voice', async () => {
    const { stand, spoken } = host([
      { lang: 'en-US', name: 'English' },
      { lang: 'zh-HK', name: 'Cantonese' },
    ]);
    await expect(announce('請 A 0 0 7 號 入座', 'zh-HK', 3, stand)).resolves.toBe(true);
    expect(spoken.map((utterance) => [utterance.text, utterance.lang, utterance.voice?.name])).toEqual([
      ['請 A 0 0 7 號 入座', 'zh-HK', 'Cantonese'],
      ['請 A 0 0 7 號 入座', 'zh-HK', 'Cantonese'],
      ['請 A 0 0 7 號 入座', 'zh-HK', 'Cantonese'],
    ]);
  });

  it("takes a voice of the language's family when none has the exact tag, and none when nothing fits", async () => {
    const { stand, spoken } = host([{ lang: 'en_GB', name: 'British' }]);
    await announce('Number A 0 0 7, please.', 'en-US', 1, stand);
    await announce('請 A 0 0 7 號 入座', 'zh-HK', 1, stand);
    expect(spoken.map((utterance) => utterance.voice?.name ?? null)).toEqual(['British', null]);
  });

  it('ends when the last time fails to be said, and says nothing without speech', async () => {
    const { stand } = host([], 'error');
    await expect(announce('A007', 'zh-HK', 2, stand)).resolves.toBe(true);
    await expect(announce('A007', 'zh-HK', 2, {})).resolves.toBe(false);
  });
});
