// The upload calls (core spec §7): one file in the multipart field `file`, answered with its stored
// path, relative to the image base URL (GET /img/upload). Only signed-in callers reach them (the
// session hook guards /pro-api). A file over the limit answers HTTP 413 with the spec's message
// (key scwjbncg100m); one whose bytes are not of an accepted type answers status 1 on `file`.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  ACCEPTED_SUFFIXES,
  IMAGE_SIZE_TIERS,
  sizeLabel,
  Status,
  typesLabel,
  UPLOAD_FIELD,
} from '../../engine/protocol';
import type { UploadKind } from '../../engine/protocol';
import { allow, BusinessError, ok } from '../../engine/server';
import type { ServerConfig } from '../config';
import { prepareUploadDir, RefusedType, storeUpload, TooLarge } from './upload-store';

export interface UploadPluginOptions {
  config: Pick<ServerConfig, 'uploadDir' | 'uploadLimitBytes'>;
}

const fileProblem = (key: string, params?: Record<string, string>) =>
  new BusinessError(Status.invalidInput, {}, [{ field: UPLOAD_FIELD, key, label: 'uploads:file', params }]);

// The tier is checked against the spec's two; the file is kept as sent, since no image library in
// the stack resizes pictures yet.
const sizeParams = {
  type: 'object',
  required: ['size'],
  properties: { size: { enum: [...IMAGE_SIZE_TIERS] } },
} as const;

const uploadPlugin: FastifyPluginAsync<UploadPluginOptions> = async (app, { config }) => {
  await prepareUploadDir(config.uploadDir);
  // Registered here, so only the upload calls take multipart bodies.
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1 } });

  async function receive(request: FastifyRequest, kind: UploadKind): Promise<string> {
    if (!request.isMultipart()) throw new BusinessError(Status.unsupportedMediaType);
    const part = await request.file();
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      // Read to its end, as a refused file is, so the sender hears the answer (upload-store.ts).
      if (part) for await (const _chunk of part.file);
      throw fileProblem('uploads:missingFile');
    }
    const accepted = ACCEPTED_SUFFIXES[kind];
    try {
      return await storeUpload(config.uploadDir, part.file, (suffix) => accepted.includes(suffix));
    } catch (error) {
      if (error instanceof TooLarge)
        throw new BusinessError(Status.fileTooLarge, { limit: sizeLabel(config.uploadLimitBytes) });
      if (error instanceof RefusedType) throw fileProblem('uploads:wrongType', { types: typesLabel(kind) });
      throw error;
    }
  }

  // Anyone signed in may upload: a file is used only once a record he may write names it.
  const upload = allow({ kind: 'signedIn' }, { upload: UPLOAD_FIELD });
  const image = { ...upload, schema: { params: sizeParams } };
  app.post('/img/upload/:size', image, async (request) => ok(await receive(request, 'image')));
  app.post('/convert/upload/img/:size', image, async (request) => ok(await receive(request, 'image')));
  app.post('/media/upload', upload, async (request) => ok(await receive(request, 'media')));
  app.post('/video/upload', upload, async (request) => ok(await receive(request, 'media')));
};

export default uploadPlugin;
