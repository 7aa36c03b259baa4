// The record as sections (`ui.section`): each a card with its heading and its visible fields in a
// responsive grid; long text and groups take a whole row. Fields whose `visibleWhen` is false are
// not rendered at all (docs/schemas.md "Data in hidden fields").
import { Card, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { engineFormContext, type FormSection } from '../form-context';

const useStyles = makeStyles({
  sections: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  card: { padding: tokens.spacingHorizontalXL, gap: tokens.spacingVerticalL },
  heading: {
    margin: 0,
    paddingBottom: tokens.spacingVerticalS,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalL,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  nested: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  plain: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

function isWide(uiSchema: ObjectFieldTemplateProps['uiSchema'], name: string): boolean {
  const options = (uiSchema?.[name] as { 'ui:options'?: { wide?: boolean } } | undefined)?.['ui:options'];
  return options?.wide === true;
}

export const ObjectFieldTemplate = observer(function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, registry, uiSchema } = props;
  const styles = useStyles();
  const context = engineFormContext(registry.formContext);
  const byName = new Map(properties.map((property) => [property.name, property]));
  // An array's object item is a row: its parts are cells of the rows' grid (rows-field-template.tsx).
  if (typeof fieldPathId.path.at(-1) === 'number') {
    return <>{properties.map((property) => property.content)}</>;
  }
  // Other objects inside a field have no sections: their parts sit side by side.
  if (fieldPathId.path.length > 0 || !context) {
    return <div className={styles.nested}>{properties.map((property) => property.content)}</div>;
  }
  const visible = (section: FormSection) =>
    section.fields.filter((name) => byName.has(name) && !byName.get(name)?.hidden && context.isVisible(name));
  if (context.plain) {
    const names = context.sections.flatMap(visible);
    return <div className={styles.plain}>{names.map((name) => byName.get(name)?.content)}</div>;
  }
  return (
    <div className={styles.sections}>
      {context.sections.map((section, index) => {
        const names = visible(section);
        if (names.length === 0) return null;
        const headingId = `${fieldPathId.$id}-section-${index}`;
        return (
          <Card
            key={section.title ?? `section-${index}`}
            className={styles.card}
            role="group"
            aria-labelledby={section.title ? headingId : undefined}
          >
            {section.title && (
              <Subtitle2 as="h2" id={headingId} className={styles.heading}>
                {section.title}
              </Subtitle2>
            )}
            <div className={styles.grid}>
              {names.map((name) => (
                <div key={name} className={mergeClasses(isWide(uiSchema, name) && styles.wide)}>
                  {byName.get(name)?.content}
                </div>
              ))}
            </div>
          </Card>
        );
      })}
    </div>
  );
});
