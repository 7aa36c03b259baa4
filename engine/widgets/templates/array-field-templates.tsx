// An array without a widget of its own (a list of picture paths, say): its items one per row, each
// with its remove button, and an add button below. The array's Field carries the label. An array of
// objects is rows, laid out as a table (rows-field-template.tsx).
import { makeStyles, tokens } from '@fluentui/react-components';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { buttonId } from '@rjsf/utils';
import { RowsFieldTemplate, RowsItemTemplate } from './rows-field-template';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalS },
  content: { flexGrow: 1, minWidth: 0 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalXS },
});

const isObjectSchema = (schema: unknown) => (schema as RJSFSchema | undefined)?.type === 'object';

export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  if (isObjectSchema(props.schema.items)) return <RowsFieldTemplate {...props} />;
  return <ItemsFieldTemplate {...props} />;
}

function ItemsFieldTemplate(props: ArrayFieldTemplateProps) {
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
  // The item's own schema: an object is a row.
  if (isObjectSchema(props.schema)) return <RowsItemTemplate {...props} />;
  return <ItemTemplate {...props} />;
}

function ItemTemplate(props: ArrayFieldItemTemplateProps) {
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
