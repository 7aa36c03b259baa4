// The largest file the server takes (core spec §9: 100 MB, lower where a deployment says so), read
// from GET /system/config, so the upload widgets refuse a larger file before sending any of it.
import { makeAutoObservable, runInAction } from 'mobx';
import { MAX_UPLOAD_BYTES } from '../protocol/constants';
import { api } from './http';

export async function uploadLimitRequest(): Promise<number> {
  const config = (await api.get<Record<string, unknown>>('/system/config', undefined, { notify: false }))
    .data;
  return typeof config.uploadLimitBytes === 'number' ? config.uploadLimitBytes : MAX_UPLOAD_BYTES;
}

/** Asked for once, on the first pick; until then, and if the call fails, the spec's 100 MB holds. */
export class UploadLimit {
  bytes = MAX_UPLOAD_BYTES;
  private pending: Promise<number> | null = null;

  constructor(private readonly request: () => Promise<number> = uploadLimitRequest) {
    makeAutoObservable<UploadLimit, 'request' | 'pending'>(
      this,
      { request: false, pending: false },
      { autoBind: true },
    );
  }

  load(): Promise<number> {
    this.pending ??= this.request().then(
      (bytes) =>
        runInAction(() => {
          this.bytes = bytes;
          return bytes;
        }),
      // The server still refuses what is too large; a later pick asks again.
      () =>
        runInAction(() => {
          this.pending = null;
          return this.bytes;
        }),
    );
    return this.pending;
  }
}
