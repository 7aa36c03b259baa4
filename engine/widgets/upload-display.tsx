// The stored paths of an upload field on the detail screen and in the list's cells: thumbnails for
// pictures, names for other files, each opening the file.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { asLabel } from '../client/field-label';
import type { DisplayProps } from '../screens/detail/display-registry';
import { UploadTile } from './upload-tile';
import { pathsOf } from './upload-rules';

const useStyles = makeStyles({
  tiles: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export function UploadDisplay({ field, value, compact }: DisplayProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <span className={styles.tiles}>
      {pathsOf(value).map((path, index) => (
        <UploadTile
          key={`${index}:${path}`}
          path={path}
          label={asLabel(t(field.title))}
          position={index + 1}
          compact={compact}
        />
      ))}
    </span>
  );
}
