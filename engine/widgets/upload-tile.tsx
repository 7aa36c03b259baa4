// One stored upload as the form, the detail screen and the list show it: a picture's thumbnail, or
// a file's name, linking to the file itself; in the form, with a button that removes it.
import { Button, Link, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, DocumentRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useClientStores } from '../client/client-stores';
import { imageUrl } from '../client/image-base-url';
import { isAcceptedFile } from './upload-rules';

const useStyles = makeStyles({
  tile: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
  },
  thumbnail: {
    display: 'block',
    width: '96px',
    height: '96px',
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  // A list row is one line high.
  compact: { width: '28px', height: '28px' },
  remove: { position: 'absolute', top: tokens.spacingVerticalXXS, right: tokens.spacingHorizontalXXS },
});

export interface UploadTileProps {
  path: string;
  /** The field's translated label; the tile is named "<label> image <position>". */
  label: string;
  position: number;
  compact?: boolean;
  onRemove?: () => void;
}

export const UploadTile = observer(function UploadTile({
  path,
  label,
  position,
  compact,
  onRemove,
}: UploadTileProps) {
  const styles = useStyles();
  const { t } = useTranslation('uploads');
  const { imageBaseUrl } = useClientStores();
  useEffect(() => {
    void imageBaseUrl.load();
  }, [imageBaseUrl]);
  const picture = isAcceptedFile(path, 'image');
  const name = t(picture ? 'uploads:imageName' : 'uploads:fileName', { label, position });
  const url = imageBaseUrl.value ? imageUrl(imageBaseUrl.value, path) : undefined;
  const content = picture ? (
    <img className={mergeClasses(styles.thumbnail, compact && styles.compact)} src={url} alt={name} />
  ) : (
    <>
      <DocumentRegular aria-hidden /> {name}
    </>
  );
  return (
    <span className={styles.tile}>
      {/* Until the base URL is known there is nothing to link to. */}
      {url ? (
        <Link href={url} target="_blank" rel="noreferrer">
          {content}
        </Link>
      ) : (
        content
      )}
      {onRemove && (
        <Button
          className={picture ? styles.remove : undefined}
          size="small"
          shape="circular"
          icon={<DismissRegular />}
          aria-label={t('uploads:remove', { name })}
          onClick={onRemove}
        />
      )}
    </span>
  );
});
