import { isUploadBody, prepareBody, requestHeaders } from '../../../../engine/client/request-transform';

describe('the request body as sent', () => {
  it('adds envLang zh for Chinese and en for English', () => {
    expect(prepareBody('put', { id: 1 }, 'zh-TW')).toEqual({ id: 1, envLang: 'zh' });
    expect(prepareBody('put', { id: 1 }, 'zh-CN')).toEqual({ id: 1, envLang: 'zh' });
    expect(prepareBody('post', { id: 1 }, 'en')).toEqual({ id: 1, envLang: 'en' });
  });

  it('drops companyId when a non-POST body also names a shop', () => {
    expect(prepareBody('put', { companyId: 3, shopId: 7 }, 'en')).toEqual({ shopId: 7, envLang: 'en' });
    expect(prepareBody('DELETE', { companyId: 3, shopId: 7 }, 'en')).toEqual({ shopId: 7, envLang: 'en' });
  });

  it('keeps companyId on POST and when no shop is named', () => {
    expect(prepareBody('post', { companyId: 3, shopId: 7 }, 'en')).toEqual({
      companyId: 3,
      shopId: 7,
      envLang: 'en',
    });
    expect(prepareBody('put', { companyId: 3 }, 'en')).toEqual({ companyId: 3, envLang: 'en' });
  });

  it("never changes the caller's object", () => {
    const body = { companyId: 3, shopId: 7 };
    prepareBody('put', body, 'en');
    expect(body).toEqual({ companyId: 3, shopId: 7 });
  });

  it('leaves a request without a body, and non-object bodies, alone', () => {
    expect(prepareBody('get', undefined, 'en')).toBeUndefined();
    expect(prepareBody('put', 'text', 'en')).toBe('text');
    expect(prepareBody('put', [1, 2], 'en')).toEqual([1, 2]);
  });

  it('recognises uploads, which are sent untouched', () => {
    expect(isUploadBody(new FormData())).toBe(true);
    expect(isUploadBody(new Blob(['x']))).toBe(true);
    expect(isUploadBody({ file: 'x' })).toBe(false);
  });
});

describe('the request headers', () => {
  it('carry the token in X-Token only when there is one, and the UI language', () => {
    expect(requestHeaders('abc', 'zh-CN')).toEqual({ 'X-Token': 'abc', 'Accept-Language': 'zh-CN' });
    expect(requestHeaders(null, 'en')).toEqual({ 'Accept-Language': 'en' });
  });
});
