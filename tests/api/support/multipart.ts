// A multipart/form-data body as a browser sends one file, for Fastify's inject.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  filename: string;
  type: string;
  content: Buffer;
}

export function multipartBody({ field = 'file', filename, type, content }: FilePart): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----brigade${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
