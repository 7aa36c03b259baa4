// Several choices among an enum's values (an array of unique items): a row of Fluent Checkboxes in
// a group named by the field's label.
import {
  Checkbox,
  FieldContextProvider,
  type FieldControlProps,
  makeStyles,
  tokens,
  useFieldControlProps_unstable,
} from '@fluentui/react-components';
import type { WidgetProps } from '@rjsf/utils';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL },
});

export function CheckboxesWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, options, onChange } = props;
  const styles = useStyles();
  // aria-required is not allowed on a group (axe: aria-allowed-attr); the label's mark says it.
  const { 'aria-required': _required, ...group } = useFieldControlProps_unstable<FieldControlProps>(
    { id },
    { supportsLabelFor: false },
  );
  const chosen: unknown[] = Array.isArray(value) ? value : [];
  const choices = options.enumOptions ?? [];
  const toggle = (option: unknown, checked: boolean) => {
    const next = checked ? [...chosen, option] : chosen.filter((item) => item !== option);
    // Kept in the enum's order whatever the click order, so equal choices compare equal.
    onChange(choices.map((choice) => choice.value).filter((item) => next.includes(item)));
  };
  return (
    <div {...group} role="group" className={styles.group}>
      {/* The Field names the group; each checkbox keeps its own label, not the Field's. */}
      <FieldContextProvider value={undefined}>
        {choices.map((choice, position) => (
          <Checkbox
            key={String(choice.value)}
            id={`${id}-${position}`}
            label={choice.label}
            checked={chosen.includes(choice.value)}
            disabled={disabled || readonly}
            onChange={(_event, data) => toggle(choice.value, data.checked === true)}
          />
        ))}
      </FieldContextProvider>
    </div>
  );
}
