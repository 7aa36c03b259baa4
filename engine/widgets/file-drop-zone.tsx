// Where files come in, for the upload widgets and the excel box alike: a button that opens the
// browser's file chooser (keyboard and screen readers reach it as any button) and an area around it
// that takes files dropped on it. The chooser offers only `accept`; a drop is screened by the caller.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react';

const useStyles = makeStyles({
  zone: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  over: {
    border: `${tokens.strokeWidthThick} dashed ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface FileDropZoneProps {
  /** The button's text. */
  action: string;
  /** What the zone takes, said beside the button and read with it. */
  hint: ReactNode;
  accept: string;
  multiple: boolean;
  disabled?: boolean;
  onPick(files: File[]): void;
}

export function FileDropZone({ action, hint, accept, multiple, disabled, onPick }: FileDropZoneProps) {
  const styles = useStyles();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const allowDrop = (event: DragEvent) => {
    if (disabled) return;
    // Without this the browser opens a dropped file itself.
    event.preventDefault();
    setOver(true);
  };
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) onPick([...event.dataTransfer.files]);
  };

  return (
    <div
      className={mergeClasses(styles.zone, over && styles.over)}
      onDragOver={allowDrop}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          onPick([...(event.target.files ?? [])]);
          // Cleared, so picking the same file again still counts as a pick.
          event.target.value = '';
        }}
      />
      <Button
        icon={<ArrowUploadRegular />}
        disabled={disabled}
        aria-describedby={hintId}
        onClick={() => input.current?.click()}
      >
        {action}
      </Button>
      <span id={hintId} className={styles.hint}>
        {hint}
      </span>
    </div>
  );
}
