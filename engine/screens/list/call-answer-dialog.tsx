// What a call that `shows` its answer (docs/schemas.md "Calls": a mail's preview) shows after
// success: the answer's rich text under its title, drawn by the rich-text display, which reads the
// HTML inertly through its own allow-list, so the server's answer is sanitised once more here.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { FieldSchema } from '../../schema/resource';
import { RichTextDisplay } from '../../widgets/rich-text/rich-text-display';

export interface CallAnswer {
  title: string;
  html: string;
}

/** The display reads the value alone; a field is what its props carry. */
const SHOWN_FIELD: FieldSchema = { type: 'string', title: '', ui: { widget: 'richText' } };

const useStyles = makeStyles({
  surface: { maxWidth: '720px' },
  content: { overflowWrap: 'anywhere' },
});

export function CallAnswerDialog({ answer, onClose }: { answer: CallAnswer | null; onClose(): void }) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  // Mounted only while shown, as the engine's other dialogs.
  if (answer === null) return null;
  return (
    <Dialog open onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface className={styles.surface}>
        <DialogBody>
          <DialogTitle>{answer.title}</DialogTitle>
          <DialogContent className={styles.content}>
            <RichTextDisplay field={SHOWN_FIELD} value={answer.html} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onClose}>
              {t('engine:dialog.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
