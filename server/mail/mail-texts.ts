// A mail's words come from locales/<language>/mail.json, one entry per purpose, so every mail reads
// in the language of the person who asked for it (zh-TW, zh-CN, en).
import type { Language, Messages, Params } from '../../engine/server';

export type MailPurpose =
  'registrationCode' | 'passwordReset' | 'managerKeyReset' | 'invitation' | 'memberSignInCode';

/** Mails whose words a company wrote (a VIP renewal reminder), sent through `Mailer.sendWritten`. */
export type WrittenMailPurpose = 'vipReminder' | 'marketing' | 'marketingPreview';

/** What the reader must act on: a code to type or a link to open. */
export type MailHighlight = { code: string } | { link: string };

export interface MailText {
  subject: string;
  text: string;
  html: string;
}

// The paragraphs of every mail, in order; the code or link comes right after `action`.
const BEFORE = ['intro', 'action'] as const;
const AFTER = ['validity', 'ignore'] as const;

const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function highlightHtml(highlight: MailHighlight): string {
  if ('code' in highlight)
    return `<p style="font-size:24px;letter-spacing:6px"><strong>${escapeHtml(highlight.code)}</strong></p>`;
  const href = escapeHtml(highlight.link);
  return `<p><a href="${href}">${href}</a></p>`;
}

/** A plain text as HTML: escaped whole, a paragraph per blank line, a break per line. */
export const plainTextHtml = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export function composeMail(
  messages: Messages,
  language: Language,
  purpose: MailPurpose,
  highlight: MailHighlight,
  params: Params,
): MailText {
  const t = (key: string) => messages.t(language, `mail:${purpose}.${key}`, params);
  const before = BEFORE.map(t);
  const after = [...AFTER.map(t), messages.t(language, 'mail:signature')];
  const shown = 'code' in highlight ? highlight.code : highlight.link;
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
  return {
    subject: t('subject'),
    text: [...before, shown, ...after].join('\n\n'),
    html: [...before.map(paragraph), highlightHtml(highlight), ...after.map(paragraph)].join('\n'),
  };
}
