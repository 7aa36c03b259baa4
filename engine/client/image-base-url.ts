// The image base URL (core spec §3 "Permission state: imgBaseUrl", §4, §7 GET /img/upload): image
// ids are relative to it. It gets a trailing slash, and https:// unless it starts with http.
import { makeAutoObservable, runInAction } from 'mobx';
import { api } from './http';

export function normalizeImageBaseUrl(raw: string): string {
  const absolute = /^http/i.test(raw) ? raw : `https://${raw}`;
  return absolute.endsWith('/') ? absolute : `${absolute}/`;
}

/** The address of an uploaded image by its id. */
export function imageUrl(baseUrl: string, imgId: string): string {
  return baseUrl + imgId.replace(/^\/+/, '');
}

export async function imageBaseUrlRequest(): Promise<string> {
  return (await api.get<string>('/img/upload', undefined, { notify: false })).data;
}

/** Fetched once per session, on first use; sign-out forgets it. */
export class ImageBaseUrl {
  value: string | null = null;
  private pending: Promise<void> | null = null;

  constructor(private readonly request: () => Promise<string> = imageBaseUrlRequest) {
    makeAutoObservable<ImageBaseUrl, 'request' | 'pending'>(
      this,
      { request: false, pending: false },
      { autoBind: true },
    );
  }

  load(): Promise<void> {
    this.pending ??= this.request().then(
      (raw) =>
        runInAction(() => {
          this.value = normalizeImageBaseUrl(raw);
        }),
      // No base URL means no pictures (the avatar keeps its initials); a later call may retry.
      () =>
        runInAction(() => {
          this.pending = null;
        }),
    );
    return this.pending;
  }

  reset(): void {
    this.value = null;
    this.pending = null;
  }
}

type LogoOwner = { companyManager: boolean; shopManager: boolean; imgId: string | null };

/** Core spec §2.4: company and shop managers show their company's logo (their imgId) as avatar. */
export function showsCompanyLogo(userInfo: LogoOwner): boolean {
  return (userInfo.companyManager || userInfo.shopManager) && Boolean(userInfo.imgId);
}

/** The logo's address once the base URL is known; undefined means the avatar shows initials. */
export function companyLogoUrl(userInfo: LogoOwner, baseUrl: string | null): string | undefined {
  return showsCompanyLogo(userInfo) && userInfo.imgId && baseUrl
    ? imageUrl(baseUrl, userInfo.imgId)
    : undefined;
}
