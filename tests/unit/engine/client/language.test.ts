import { detectLanguage, saveLanguage } from '../../../../engine/client/i18n';
import { chooseLanguage, envLang, matchLanguage, pickMessage } from '../../../../engine/client/language';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the language choice', () => {
  it('keeps the stored preference over the browser language', () => {
    expect(chooseLanguage('zh-CN', ['en-US'])).toBe('zh-CN');
  });

  it('ignores a stored value that is not one of the languages', () => {
    expect(chooseLanguage('fr', ['en-GB'])).toBe('en');
  });

  it('falls back to the first browser language it supports', () => {
    expect(chooseLanguage(null, ['fr-FR', 'zh-HK', 'en'])).toBe('zh-TW');
  });

  it('reads Simplified Chinese from its regions and script', () => {
    expect(matchLanguage('zh-CN')).toBe('zh-CN');
    expect(matchLanguage('zh-SG')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-HK')).toBe('zh-CN');
    expect(matchLanguage('zh-Hant')).toBe('zh-TW');
    expect(matchLanguage('zh')).toBe('zh-TW');
    expect(matchLanguage('de')).toBeUndefined();
  });

  it('defaults to Traditional Chinese when nothing matches', () => {
    expect(chooseLanguage(undefined, ['de-DE', 'ja'])).toBe('zh-TW');
    expect(chooseLanguage(null, [])).toBe('zh-TW');
  });

  it('detects from localStorage and navigator, and saves under the language key', () => {
    const storage = memoryStorage();
    expect(detectLanguage(storage, { language: 'en-US', languages: [] })).toBe('en');
    saveLanguage(storage, 'zh-CN');
    expect(storage.getItem('language')).toBe('zh-CN');
    expect(detectLanguage(storage, { language: 'en-US', languages: ['en-US'] })).toBe('zh-CN');
  });

  it('sends zh for both Chinese variants and en for English', () => {
    expect(envLang('zh-TW')).toBe('zh');
    expect(envLang('zh-CN')).toBe('zh');
    expect(envLang('en')).toBe('en');
  });

  it('shows msgEn in English and msg otherwise', () => {
    const texts = { msg: '用戶名或密碼錯誤', msgEn: 'Wrong username or password' };
    expect(pickMessage('en', texts)).toBe('Wrong username or password');
    expect(pickMessage('zh-TW', texts)).toBe('用戶名或密碼錯誤');
    expect(pickMessage('en', { msg: '只有中文', msgEn: '' })).toBe('只有中文');
  });
});
