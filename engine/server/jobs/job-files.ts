// The file a background job makes for its user to download later (migration 0017): written by the
// handler once the file is whole, before it returns (a job ends only after), served by GET /pro-api/jobs/{id}/file to whoever
// may see the job and holds the kind's privilege. A kind that keeps its file elsewhere (a coupon's
// sheets) serves it from its own route instead.
import type { Queryable } from '../db/database';

export interface JobFile {
  name: string;
  mediaType: string;
  content: Buffer;
}

/** Keeps the job's file; a second write (an attempt run again) replaces the first. */
export async function saveJobFile(tx: Queryable, jobId: string, file: JobFile): Promise<void> {
  await tx.query(
    `INSERT INTO job_file (job_id, name, media_type, content) VALUES ($1, $2, $3, $4)
     ON CONFLICT (job_id) DO UPDATE SET name = excluded.name, media_type = excluded.media_type,
       content = excluded.content, created_at = now()`,
    [jobId, file.name, file.mediaType, file.content],
  );
}

export async function readJobFile(db: Queryable, jobId: string): Promise<JobFile | undefined> {
  const { rows } = await db.query<{ name: string; media_type: string; content: Buffer }>(
    'SELECT name, media_type, content FROM job_file WHERE job_id = $1',
    [jobId],
  );
  const row = rows[0];
  return row && { name: row.name, mediaType: row.media_type, content: Buffer.from(row.content) };
}
