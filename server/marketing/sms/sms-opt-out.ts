// Every marketing SMS tells how to stop them, and a reply with an opt-out word stops them (issue 25
// item 7; Hong Kong's UEMO asks for a working unsubscribe in every message). The words are the
// carriers' usual English ones, which Twilio also honours itself, and the Chinese for unsubscribe.
import type { Language, Messages } from '../../../engine/server';

const OPT_OUT_WORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  '取消訂閱',
  '退訂',
  '取消订阅',
  '退订',
]);

/** Quotes and a closing full stop around the word: the footer quotes it, and a reply may copy them. */
const AROUND_WORD = /^[\s"'“‘「『]+|[\s"'”’」』.!。！]+$/gu;

/** Whether a reply is an opt-out: the word alone, in any case, full-width letters too (ＳＴＯＰ). */
export function isOptOutWord(body: string): boolean {
  return OPT_OUT_WORDS.has(body.normalize('NFKC').replace(AROUND_WORD, '').toUpperCase());
}

/** The line appended to every marketing SMS, in the task's SMS language. */
export function optOutFooter(messages: Messages, language: Language): string {
  return messages.t(language, 'sms:optOutFooter');
}
