import {
  companyLogoUrl,
  ImageBaseUrl,
  imageUrl,
  normalizeImageBaseUrl,
} from '../../../../engine/client/image-base-url';

const manager = { companyManager: true, shopManager: false, imgId: 'logos/hk.png' };

describe('the image base URL', () => {
  it('gets a trailing slash, and https:// unless it starts with http (core spec §4)', () => {
    expect(normalizeImageBaseUrl('cdn.example/img')).toBe('https://cdn.example/img/');
    expect(normalizeImageBaseUrl('http://localhost/files/')).toBe('http://localhost/files/');
  });

  it('prefixes an image id', () => {
    expect(imageUrl('https://cdn.example/', '/logos/hk.png')).toBe('https://cdn.example/logos/hk.png');
  });

  it('is fetched once per session and forgotten at sign-out', async () => {
    const request = jest.fn().mockResolvedValue('cdn.example');
    const store = new ImageBaseUrl(request);
    await Promise.all([store.load(), store.load()]);
    expect(store.value).toBe('https://cdn.example/');
    store.reset();
    expect(store.value).toBeNull();
    await store.load();
    expect(request).toHaveBeenCalledTimes(2);
  });
});

describe('the avatar', () => {
  it('is the company logo for company and shop managers', () => {
    expect(companyLogoUrl(manager, 'https://cdn.example/')).toBe('https://cdn.example/logos/hk.png');
    expect(
      companyLogoUrl({ ...manager, companyManager: false, shopManager: true }, 'https://cdn.example/'),
    ).toBe('https://cdn.example/logos/hk.png');
  });

  it('is the initials for anyone else, without a logo, or before the base URL is known', () => {
    expect(companyLogoUrl({ ...manager, companyManager: false }, 'https://cdn.example/')).toBeUndefined();
    expect(companyLogoUrl({ ...manager, imgId: null }, 'https://cdn.example/')).toBeUndefined();
    expect(companyLogoUrl(manager, null)).toBeUndefined();
  });
});
