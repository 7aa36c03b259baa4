// The image and file upload widgets (`imageUpload`, `fileUpload`; core spec §2.5, §5): a string
// field holds one stored path, which a new upload replaces; an array of strings holds up to
// `ui.limitNum` (else the schema's maxItems). Files come by button or drop; the rules that screen
// them are in upload-rules.ts, the sending in use-uploads.ts. Stored files show as tiles with a
// remove button, files on their way as progress bars.
import {
  Field,
  type FieldControlProps,
  MessageBar,
  MessageBarBody,
  ProgressBar,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { typesLabel, type UploadKind } from '../protocol/uploads';
import { FileDropZone } from './file-drop-zone';
import { UploadTile } from './upload-tile';
import { acceptList, pathsOf } from './upload-rules';
import { useUploads } from './use-uploads';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  tiles: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  progress: { width: '160px' },
});

function limitNumOf(limitNum: unknown, maxItems: unknown): number {
  if (typeof limitNum === 'number') return limitNum;
  return typeof maxItems === 'number' ? maxItems : Number.POSITIVE_INFINITY;
}

export function ImageUploadWidget(props: WidgetProps) {
  return <UploadField {...props} kind="image" />;
}

export function FileUploadWidget(props: WidgetProps) {
  return <UploadField {...props} kind="media" />;
}

function UploadField({ kind, ...props }: WidgetProps & { kind: UploadKind }) {
  const { id, value, schema, options, label, disabled, readonly, onChange } = props;
  const styles = useStyles();
  const { t } = useTranslation('uploads');
  // A group takes no aria-required (ARIA 1.2); the label's mark says it.
  const { 'aria-required': _required, ...group } = useFieldControlProps_unstable<FieldControlProps>(
    { id },
    { supportsLabelFor: false },
  );
  const several = schema.type === 'array';
  const paths = pathsOf(value);
  // Uploads answer later: they add to the paths held then, not to those of the render that sent them.
  const latest = useRef(paths);
  useEffect(() => {
    latest.current = paths;
  });
  const { inFlight, message, pick } = useUploads({
    kind,
    several,
    limitNum: several ? limitNumOf(options.limitNum, schema.maxItems) : 1,
    held: paths.length,
    onUploaded: (added) => onChange(several ? [...latest.current, ...added] : added.at(-1)),
  });
  const locked = disabled || readonly;
  const remove = (position: number) => {
    const rest = paths.filter((_path, index) => index !== position);
    // An emptied field stores no value, so it is absent rather than [] or "".
    onChange(several && rest.length > 0 ? rest : undefined);
  };

  return (
    <div {...group} role="group" className={styles.root}>
      {paths.length + inFlight.length > 0 && (
        <div className={styles.tiles}>
          {paths.map((path, index) => (
            <UploadTile
              key={`${index}:${path}`}
              path={path}
              label={label}
              position={index + 1}
              onRemove={locked ? undefined : () => remove(index)}
            />
          ))}
          {inFlight.map((item) => (
            <Field
              key={item.id}
              className={styles.progress}
              label={t('uploads:uploading', { name: item.name })}
            >
              <ProgressBar value={item.share} />
            </Field>
          ))}
        </div>
      )}
      {!locked && (
        <FileDropZone
          action={t(kind === 'image' ? 'uploads:pickImage' : 'uploads:pickFile')}
          hint={t('uploads:dropHint', { types: typesLabel(kind) })}
          accept={acceptList(kind)}
          multiple={several}
          onPick={(files) => void pick(files)}
        />
      )}
      {message && (
        <MessageBar intent={message.intent}>
          <MessageBarBody>{message.text}</MessageBarBody>
        </MessageBar>
      )}
    </div>
  );
}
