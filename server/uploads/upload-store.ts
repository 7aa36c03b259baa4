// Uploaded files in a directory, each under the SHA-256 of its bytes (`ab/ab12….png`): the same
// file uploaded twice is stored once, and a name never changes meaning, so it may be cached forever.
// A file is written to a temporary name first and renamed into place once whole and accepted, so
// a reader never sees half a file and a refused one leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SIGNATURE_BYTES, suffixFromSignature, type StoredSuffix } from './file-signature';

/** Files being received; a dot folder, which the file server never serves. */
const INCOMING = '.incoming';

export class RefusedType extends Error {
  constructor() {
    super('refused file type');
    this.name = 'RefusedType';
  }
}

export class TooLarge extends Error {
  constructor() {
    super('file over the upload limit');
    this.name = 'TooLarge';
  }
}

/**
 * Hashes the bytes passing through and lets none pass once the leading ones are refused. A refused
 * file is still read to its end before the refusal, so the browser, still sending, gets the answer
 * rather than a dropped connection.
 */
class Inspection extends Transform {
  readonly hash = createHash('sha256');
  suffix: StoredSuffix | undefined;
  private head = Buffer.alloc(0);
  private refused = false;

  constructor(private readonly accepts: (suffix: StoredSuffix) => boolean) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.head.length < SIGNATURE_BYTES) {
      this.head = Buffer.concat([this.head, chunk]);
      if (this.head.length >= SIGNATURE_BYTES) this.refused = !this.judge();
    }
    if (this.refused) return done();
    this.hash.update(chunk);
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    // A file shorter than the signature is judged on what there is.
    const accepted = !this.refused && (this.suffix !== undefined || this.judge());
    done(accepted ? null : new RefusedType());
  }

  private judge(): boolean {
    const suffix = suffixFromSignature(this.head);
    this.suffix = suffix && this.accepts(suffix) ? suffix : undefined;
    return this.suffix !== undefined;
  }
}

/** Makes the directory's working folder; called at start, so a directory we cannot write stops it. */
export async function prepareUploadDir(dir: string): Promise<void> {
  await mkdir(join(dir, INCOMING), { recursive: true });
}

/**
 * Stores a file and answers its path relative to the directory. Rejects with RefusedType when its
 * bytes are not of an accepted type, and with TooLarge when the multipart parser cut it at the limit.
 */
export async function storeUpload(
  dir: string,
  source: Readable & { truncated?: boolean },
  accepts: (suffix: StoredSuffix) => boolean,
): Promise<string> {
  const incoming = join(dir, INCOMING, randomUUID());
  const inspection = new Inspection(accepts);
  // Opened before the pipeline starts, so a refusal cannot race the file's creation past its removal.
  const file = await open(incoming, 'wx');
  try {
    await pipeline(source, inspection, file.createWriteStream());
    if (source.truncated) throw new TooLarge();
    const hash = inspection.hash.digest('hex');
    const path = `${hash.slice(0, 2)}/${hash}.${inspection.suffix}`;
    await mkdir(join(dir, hash.slice(0, 2)), { recursive: true });
    await rename(incoming, join(dir, path));
    return path;
  } finally {
    await rm(incoming, { force: true });
  }
}
