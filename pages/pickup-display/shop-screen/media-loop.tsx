// The shop's pictures and videos played in a loop beside the numbers: a picture for a few seconds,
// a video to its end, muted so it never talks over a call.
import { makeStyles } from '@fluentui/react-components';
import { useEffect, useState } from 'react';

const PICTURE_MS = 8_000;
const isVideo = (path: string) => /\.mp4$/i.test(path);

const useStyles = makeStyles({
  media: { width: '100%', height: '100%', objectFit: 'contain', display: 'block' },
});

export function MediaLoop({
  media,
  baseUrl,
  label,
}: {
  media: readonly string[];
  baseUrl: string;
  label: string;
}) {
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  const path = media[index % media.length];
  const next = () => setIndex((current) => (current + 1) % media.length);
  useEffect(() => {
    if (!path || isVideo(path) || media.length < 2) return undefined;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % media.length), PICTURE_MS);
    return () => clearTimeout(timer);
  }, [path, media.length]);
  if (!path) return null;
  const source = `${baseUrl}${path}`;
  return isVideo(path) ? (
    <video
      key={source}
      className={styles.media}
      src={source}
      aria-label={label}
      autoPlay
      muted
      playsInline
      loop={media.length === 1}
      onEnded={next}
    />
  ) : (
    <img key={source} className={styles.media} src={source} alt={label} />
  );
}
