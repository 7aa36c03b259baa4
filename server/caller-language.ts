import { chineseVariant, DEFAULT_LANGUAGE } from '../engine/server';
import type { Language } from '../engine/server';

/**
 * The caller's UI language (a mail is written in it, an export's headers too), which the client sends as
 * Accept-Language (zh-TW, zh-CN or en), else its `envLang` (zh or en), else Traditional Chinese.
 */
export function callerLanguage(request: { headers: Record<string, unknown>; body: unknown }): Language {
  const header = request.headers['accept-language'];
  const first = typeof header === 'string' ? (header.split(',')[0]?.trim().toLowerCase() ?? '') : '';
  if (first === 'en' || first.startsWith('en-')) return 'en';
  if (first === 'zh' || first.startsWith('zh-')) return chineseVariant(first);
  const envLang = (request.body as { envLang?: unknown } | null | undefined)?.envLang;
  if (envLang === 'en') return 'en';
  if (envLang === 'zh') return chineseVariant(typeof header === 'string' ? header : undefined);
  return DEFAULT_LANGUAGE;
}
