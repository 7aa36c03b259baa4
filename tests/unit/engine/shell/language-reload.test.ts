import { LANGUAGE_KEY } from '../../../../engine/client/language';
import { switchLanguageAndReload, takeLanguageSwitched } from '../../../../engine/client/language-reload';

describe('switching the language', () => {
  it('saves the language, reloads, and the next page says so once', () => {
    const reload = jest.fn();
    switchLanguageAndReload('en', { local: localStorage, session: sessionStorage, reload });
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(takeLanguageSwitched(sessionStorage)).toBe(true);
    expect(takeLanguageSwitched(sessionStorage)).toBe(false);
  });
});
