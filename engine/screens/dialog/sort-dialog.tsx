// The drag-to-sort dialog (core spec §2.5): the items in their showOrder, each named in the UI
// language, put in a new order by dragging a row with the pointer, or by its Move up and Move down
// buttons from the keyboard, each move told to screen readers. Save hands the new showOrder values
// to the caller's call; a failure stays in the dialog. Pages mount it while it is asked for (the
// category and dish lists of issue 6).
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  Text,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  useId,
} from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular, ReOrderDotsVerticalRegular } from '@fluentui/react-icons';
import { Suspense, useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import {
  inShowOrder,
  moveByKeyboard,
  moveItem,
  showOrders,
  sortItemName,
  type ShowOrder,
  type SortItem,
} from '../../client/sort-order';
import { LoadingSpinner } from '../../shell/loading-spinner';
import { visuallyHidden } from '../../shell/visually-hidden';
import { AlertBar } from '../../shell/alert-bar';
import { useDialogCall } from './use-dialog-call';

const useStyles = makeStyles({
  surface: { maxWidth: '560px' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    maxHeight: '55vh',
    overflowY: 'auto',
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'grab',
  },
  dragging: { opacity: 0.5, backgroundColor: tokens.colorBrandBackground2 },
  handle: { color: tokens.colorNeutralForeground3, flexShrink: 0 },
  position: { color: tokens.colorNeutralForeground3, minWidth: '2ch', textAlign: 'end' },
  name: { flexGrow: 1, overflowWrap: 'anywhere' },
  hidden: visuallyHidden,
});

export interface SortDialogProps {
  title: string;
  items: readonly SortItem[];
  /** Saves the new showOrder of every item; a rejection keeps the dialog open with its message. */
  onSave(orders: ShowOrder[]): Promise<unknown>;
  onClose(): void;
  /** Called after the save succeeded; the caller unmounts the dialog. */
  onDone(): void;
}

export function SortDialog(props: SortDialogProps) {
  const styles = useStyles();
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && props.onClose()}>
      <DialogSurface className={styles.surface}>
        {/* Its words come with their namespace on first use. */}
        <Suspense fallback={<LoadingSpinner minHeight="160px" />}>
          <SortBody {...props} />
        </Suspense>
      </DialogSurface>
    </Dialog>
  );
}

type FocusTarget = { id: number; step: -1 | 1 };

function SortBody({ title, items: given, onSave, onClose, onDone }: SortDialogProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('widgets-extra');
  const language = currentLanguage(i18n);
  const [items, setItems] = useState(() => inShowOrder(given));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const { pending, message, run } = useDialogCall(() => onSave(showOrders(items)), onDone);
  const hintId = useId('sort-hint');

  const announce = (list: readonly SortItem[], id: number) => {
    const index = list.findIndex((item) => item.id === id);
    const item = list[index];
    if (item)
      setAnnouncement(
        t('widgets-extra:sortDialog.moved', {
          name: sortItemName(item, language),
          position: index + 1,
          count: list.length,
        }),
      );
  };

  // The moved row's button keeps the focus, wherever the row went.
  useEffect(() => {
    if (focusTarget) buttons.current.get(`${focusTarget.id}:${focusTarget.step}`)?.focus();
  }, [focusTarget, items]);

  const step = (id: number, direction: -1 | 1) => {
    const next = moveByKeyboard(items, id, direction);
    setItems(next);
    setFocusTarget({ id, step: direction });
    announce(next, id);
  };

  const dragProps = (id: number, index: number) => ({
    draggable: !pending,
    onDragStart: (event: DragEvent) => {
      setDragged(id);
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with data on it.
      event.dataTransfer.setData('text/plain', String(id));
    },
    // Over another row, the dragged one takes its place at once, so the list shows where it lands.
    onDragOver: (event: DragEvent) => {
      if (dragged === null) return;
      event.preventDefault();
      const from = items.findIndex((item) => item.id === dragged);
      if (from !== index) setItems(moveItem(items, from, index));
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragged !== null) announce(items, dragged);
    },
    onDragEnd: () => setDragged(null),
  });

  const moveButton = (item: SortItem, index: number, direction: -1 | 1) => {
    const name = sortItemName(item, language);
    const atEnd = direction === -1 ? index === 0 : index === items.length - 1;
    return (
      <Button
        ref={(element) => {
          const key = `${item.id}:${direction}`;
          if (element) buttons.current.set(key, element);
          else buttons.current.delete(key);
        }}
        appearance="subtle"
        size="small"
        icon={direction === -1 ? <ArrowUpRegular /> : <ArrowDownRegular />}
        aria-label={t(
          direction === -1 ? 'widgets-extra:sortDialog.moveUp' : 'widgets-extra:sortDialog.moveDown',
          {
            name,
          },
        )}
        // Still focusable at either end, so the focus never falls out of the list.
        disabledFocusable={atEnd || pending}
        onClick={() => step(item.id, direction)}
      />
    );
  };

  return (
    <DialogBody>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent className={styles.content}>
        <AlertBar message={message} />
        <Text id={hintId}>{t('widgets-extra:sortDialog.instructions')}</Text>
        {items.length === 0 ? (
          <Text>{t('widgets-extra:sortDialog.empty')}</Text>
        ) : (
          <ol className={styles.list} aria-label={title} aria-describedby={hintId}>
            {items.map((item, index) => (
              <li
                key={item.id}
                className={mergeClasses(styles.row, dragged === item.id && styles.dragging)}
                {...dragProps(item.id, index)}
              >
                <ReOrderDotsVerticalRegular className={styles.handle} aria-hidden />
                <span className={styles.position} aria-hidden>
                  {index + 1}
                </span>
                <span className={styles.name}>{sortItemName(item, language)}</span>
                {moveButton(item, index, -1)}
                {moveButton(item, index, 1)}
              </li>
            ))}
          </ol>
        )}
        <div className={styles.hidden} aria-live="polite">
          {announcement}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('widgets-extra:sortDialog.cancel')}</Button>
        <Button
          appearance="primary"
          disabledFocusable={pending || items.length === 0}
          icon={pending ? <Spinner size="tiny" /> : undefined}
          onClick={() => void run()}
        >
          {t('widgets-extra:sortDialog.save')}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}
