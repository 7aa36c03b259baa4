// Says a text aloud with the browser's speech synthesis, in a language of the caller's choosing and
// as many times as asked: a queue's number called to its table, a pickup number ready. A browser
// without speech (or without a voice for the language) says nothing rather than fail: the screen
// shows what is announced anyway.

/** What is needed of the browser: `window.speechSynthesis` and its utterances. */
export interface SpeechHost {
  speechSynthesis?: Pick<SpeechSynthesis, 'speak' | 'getVoices'>;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

/** A voice for the BCP 47 `language` ("zh-HK"): its exact tag first, else its language's. */
function voiceFor(
  voices: readonly SpeechSynthesisVoice[],
  language: string,
): SpeechSynthesisVoice | undefined {
  const wanted = language.toLowerCase();
  const spoken = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().replace('_', '-');
  return (
    voices.find((voice) => spoken(voice) === wanted) ??
    voices.find((voice) => spoken(voice).split('-')[0] === wanted.split('-')[0])
  );
}

/**
 * Queues `text` to be spoken `repeat` times in `language` (a BCP 47 tag); resolves once the last
 * time has been said (or could not be), true when speech was available at all.
 */
export function announce(
  text: string,
  language: string,
  repeat: number,
  host: SpeechHost = typeof window === 'undefined' ? {} : window,
): Promise<boolean> {
  const { speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance } = host;
  if (!synthesis || !Utterance || repeat < 1) return Promise.resolve(false);
  const voice = voiceFor(synthesis.getVoices(), language);
  return new Promise((resolve) => {
    for (let time = 1; time <= repeat; time += 1) {
      const utterance = new Utterance(text);
      utterance.lang = language;
      if (voice) utterance.voice = voice;
      if (time === repeat) {
        utterance.onend = () => resolve(true);
        // A voice that fails (none installed for the language) ends the announcement, not the screen.
        utterance.onerror = () => resolve(true);
      }
      synthesis.speak(utterance);
    }
  });
}
