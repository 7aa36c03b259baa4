// The languages numbers are called aloud in (business §9: queue and display broadcast languages,
// Cantonese and English), and the voice each asks of the browser's speech synthesis. Shared by the
// queues and the pickup call display.
export const BROADCAST_LANGUAGES = ['cantonese', 'english'] as const;
export type BroadcastLanguage = (typeof BROADCAST_LANGUAGES)[number];

/** The BCP 47 tag of the voice that speaks each language. */
export const BROADCAST_VOICES: Readonly<Record<BroadcastLanguage, string>> = {
  cantonese: 'zh-HK',
  english: 'en-US',
};

/**
 * What is said when a queue's number is called to its table, in the broadcast language rather than the reader's: the
 * guests in the room hear it. The number is spelt out character by character ("A 0 0 7"), so a
 * voice reads "A zero zero seven" rather than "A seven".
 */
export function seatingCall(number: string, language: BroadcastLanguage): string {
  const spelt = [...number].join(' ');
  return language === 'cantonese' ? `請 ${spelt} 號 入座` : `Number ${spelt}, please.`;
}
