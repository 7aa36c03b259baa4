// The upload calls as both halves know them (core spec §5, §7): which files each kind accepts, the
// multipart field, the image size tiers, and how a size limit reads in a message. The browser
// filters by suffix before sending; the server checks the bytes.

/** `image`: POST /img/upload/{size} and /convert/upload/img/{size}; `media`: /media/upload, /video/upload. */
export type UploadKind = 'image' | 'media';

/** Core spec §5: images are jpg, jpeg or png; a file upload also takes mp4. */
export const ACCEPTED_SUFFIXES: Record<UploadKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png'],
  media: ['jpg', 'jpeg', 'png', 'mp4'],
};

/** The accepted types as messages name them: "JPG, JPEG, PNG". */
export const typesLabel = (kind: UploadKind): string => ACCEPTED_SUFFIXES[kind].join(', ').toUpperCase();

/** The multipart field every upload call reads. */
export const UPLOAD_FIELD = 'file';

/** Core spec §7: the size tiers of an image upload; the client sends 3000 unless told otherwise. */
export const IMAGE_SIZE_TIERS = ['3000', '5m'] as const;
export type ImageSizeTier = (typeof IMAGE_SIZE_TIERS)[number];

const KB = 1024;
const MB = KB * KB;

/** A byte limit as a message shows it: whole megabytes as "100 MB", anything smaller in KB. */
export function sizeLabel(bytes: number): string {
  return bytes >= MB && bytes % MB === 0 ? `${bytes / MB} MB` : `${Math.max(1, Math.round(bytes / KB))} KB`;
}
