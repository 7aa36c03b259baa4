// Core spec §4: changing the language saves it, reloads the page, then shows a success message. The
// reload forgets everything, so a flag in sessionStorage carries "just switched" across it.
import { saveLanguage } from './i18n';
import type { Language } from './language';

const SWITCHED_KEY = 'language-switched';

export interface LanguageReloadTarget {
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'setItem'>;
  reload(): void;
}

export function switchLanguageAndReload(language: Language, target: LanguageReloadTarget): void {
  saveLanguage(target.local, language);
  target.session.setItem(SWITCHED_KEY, language);
  target.reload();
}

/** Whether this page load follows a language switch, without taking the flag. */
export function languageSwitchPending(session: Pick<Storage, 'getItem'>): boolean {
  return session.getItem(SWITCHED_KEY) !== null;
}

/** Whether this page load follows a language switch; answers true once. */
export function takeLanguageSwitched(session: Pick<Storage, 'getItem' | 'removeItem'>): boolean {
  const switched = languageSwitchPending(session);
  session.removeItem(SWITCHED_KEY);
  return switched;
}
