// A rows field (an array of objects) as a compact table: the sub-fields' labels once as column
// headings, then one line per row with its sub-fields side by side and its move and remove buttons,
// and "Add row" below. The headings are for sight only: each control keeps its own label for screen
// readers, naming its row (field-template.tsx). The rows are cells of one grid, so columns line up
// whatever each control's width; a row's item and object templates add no element of their own.
// After a move or a removal, focus goes to the same button of the row it acted on, so a keyboard
// user keeps his place.
import {
  Button,
  Tooltip,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
  type FieldControlProps,
} from '@fluentui/react-components';
import { AddRegular, ArrowDownRegular, ArrowUpRegular, DeleteRegular } from '@fluentui/react-icons';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { MouseEvent, ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS },
  scroll: { maxWidth: '100%', overflowX: 'auto' },
  grid: {
    display: 'grid',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalS,
    '& > *': { minWidth: 0 },
    // Fluent's controls keep a width of their own (a combobox 250 px); in a cell they fill the column.
    '& .fui-Input, & .fui-Select, & .fui-Combobox, & .fui-Combobox__input': { width: '100%', minWidth: 0 },
  },
  heading: { alignSelf: 'end', fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground3 },
  mark: { color: tokens.colorPaletteRedForeground3, paddingLeft: tokens.spacingHorizontalXXS },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXXS },
});

type RowAction = 'moveUp' | 'moveDown' | 'remove' | 'add';

/** Focuses the `position`th button of an action among the rows (the nearest one left), else "Add row". */
function focusRowAction(rows: Element | null, action: RowAction, position: number): void {
  requestAnimationFrame(() => {
    const buttons = rows?.querySelectorAll<HTMLElement>(`[data-row-action="${action}"]`) ?? [];
    const target = buttons[Math.min(position, buttons.length - 1)];
    (target ?? rows?.querySelector<HTMLElement>('[data-row-action="add"]'))?.focus();
  });
}

export function RowsFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, registry, schema, uiSchema } = props;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  // Named by the field's label; a group takes no aria-required (ARIA 1.2), the label's mark says it.
  const { 'aria-required': _required, ...group } = useFieldControlProps_unstable<FieldControlProps>(
    { id: fieldPathId.$id },
    { supportsLabelFor: false },
  );
  const itemSchema = (schema.items ?? {}) as RJSFSchema;
  // A hidden sub-field (read-only, held by the server) has no column: its cell is never drawn.
  const cells = (uiSchema?.items ?? {}) as Record<string, { 'ui:widget'?: unknown } | undefined>;
  const columns = (Object.entries(itemSchema.properties ?? {}) as [string, RJSFSchema][]).filter(
    ([name]) => cells[name]?.['ui:widget'] !== 'hidden',
  );
  const required = new Set(itemSchema.required ?? []);
  const add = (event: MouseEvent<HTMLButtonElement>) => {
    const separator = registry.globalFormOptions.idSeparator;
    const first = columns[0]?.[0];
    onAddClick(event);
    // The new row's first control, when it is one that takes focus.
    if (first !== undefined)
      requestAnimationFrame(() =>
        document.getElementById(`${fieldPathId.$id}${separator}${items.length}${separator}${first}`)?.focus(),
      );
  };
  return (
    // Focusable from script only: a save with a problem in the rows puts focus here (its message).
    <div {...group} role="group" tabIndex={-1} className={styles.root} data-rows="">
      {items.length > 0 && (
        <div className={styles.scroll}>
          <div
            className={styles.grid}
            style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(8rem, 1fr)) auto` }}
          >
            {columns.map(([name, sub]) => (
              <div key={name} className={styles.heading} aria-hidden="true">
                {sub.title ?? name}
                {required.has(name) && <span className={styles.mark}>*</span>}
              </div>
            ))}
            <div aria-hidden="true" />
            {items}
          </div>
        </div>
      )}
      {canAdd && (
        <Button data-row-action="add" icon={<AddRegular />} disabled={disabled || readonly} onClick={add}>
          {t('engine:form.rows.add')}
        </Button>
      )}
    </div>
  );
}

interface RowButtonProps {
  action: RowAction;
  icon: ReactElement;
  label: string;
  locked: boolean;
  /** The action makes no sense for this row (the first moving up): it stays focusable, greyed. */
  unavailable?: boolean;
  onClick(event: MouseEvent<HTMLButtonElement>): void;
}

function RowButton({ action, icon, label, locked, unavailable = false, onClick }: RowButtonProps) {
  return (
    <Tooltip content={label} relationship="label">
      <Button
        appearance="subtle"
        icon={icon}
        data-row-action={action}
        disabled={locked}
        disabledFocusable={!locked && unavailable}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function RowsItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index } = props;
  const { hasMoveUp, hasMoveDown, hasRemove, disabled, readonly } = buttonsProps;
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const row = index + 1;
  const locked = Boolean(disabled || readonly);
  // Runs the action, then puts focus on the same action's button at the row's new place.
  const acting =
    (action: RowAction, run: (event: MouseEvent) => void, position: number) =>
    (event: MouseEvent<HTMLButtonElement>) => {
      const rows = event.currentTarget.closest('[data-rows]');
      run(event);
      focusRowAction(rows, action, position);
    };
  return (
    <>
      {children}
      <div className={styles.buttons}>
        {(hasMoveUp || hasMoveDown) && (
          <>
            <RowButton
              action="moveUp"
              icon={<ArrowUpRegular />}
              label={t('engine:form.rows.moveUp', { row })}
              locked={locked}
              unavailable={!hasMoveUp}
              onClick={acting('moveUp', buttonsProps.onMoveUpItem, index - 1)}
            />
            <RowButton
              action="moveDown"
              icon={<ArrowDownRegular />}
              label={t('engine:form.rows.moveDown', { row })}
              locked={locked}
              unavailable={!hasMoveDown}
              onClick={acting('moveDown', buttonsProps.onMoveDownItem, index + 1)}
            />
          </>
        )}
        {hasRemove && (
          <RowButton
            action="remove"
            icon={<DeleteRegular />}
            label={t('engine:form.rows.remove', { row })}
            locked={locked}
            onClick={acting('remove', buttonsProps.onRemoveItem, index)}
          />
        )}
      </div>
    </>
  );
}
