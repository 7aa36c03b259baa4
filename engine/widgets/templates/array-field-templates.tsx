// An array without a widget of its own (a list of picture paths, say): its items one per row, each
// with its remove button, and an add button below. The array's Field carries the label.
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps } from '@rjsf/utils';
import { buttonId } from '@rjsf/utils';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  content: { flexGrow: 1, minWidth: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, readonly, fieldPathId, items, onAddClick, registry, uiSchema } = props;
  const styles = useStyles();
  const { AddButton } = registry.templates.ButtonTemplates;
  return (
    <div className={styles.list} id={fieldPathId.$id}>
      {items}
      {canAdd && (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
    </div>
  );
}

export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, hasToolbar, registry } = props;
  const styles = useStyles();
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <div className={styles.item}>
      <div className={styles.content}>{children}</div>
      {hasToolbar && (
        <div className={styles.buttons}>
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
}
