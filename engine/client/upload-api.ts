// Sending one file to an upload call (core spec §7): multipart field `file`, the image size tier
// 3000 unless told otherwise (§9), the stored path back. The request layer leaves a FormData body
// alone (no envLang), and the widget shows a failure itself.
import { DEFAULT_IMAGE_SIZE } from '../protocol/constants';
import { UPLOAD_FIELD, type UploadKind } from '../protocol/uploads';
import { api } from './http';

const UPLOAD_PATHS: Record<UploadKind, string> = {
  image: `/img/upload/${DEFAULT_IMAGE_SIZE}`,
  media: '/media/upload',
};

/** Resolves with the stored path; `onProgress` hears the share sent so far, from 0 to 1. */
export async function uploadFile(
  kind: UploadKind,
  file: File,
  onProgress: (share: number) => void,
): Promise<string> {
  const body = new FormData();
  body.append(UPLOAD_FIELD, file);
  const answer = await api.post<string>(UPLOAD_PATHS[kind], body, {
    notify: false,
    onUploadProgress: (event) => onProgress(event.total ? event.loaded / event.total : 0),
  });
  return answer.data;
}
