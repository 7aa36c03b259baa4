// The final check before submitting: each step's answers as a person reads them (the detail screen's
// value display), a skipped step said so, and a way back to change any of them.
import { Body1, Button, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { fieldLabel, fieldValue, isBlank } from '../../../engine/screens';
import type { SetupWizard } from './setup-wizard';

const useStyles = makeStyles({
  list: { display: 'grid', rowGap: tokens.spacingVerticalL, margin: 0, padding: 0, listStyleType: 'none' },
  step: {
    display: 'grid',
    rowGap: tokens.spacingVerticalS,
    paddingBottom: tokens.spacingVerticalM,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  heading: { display: 'flex', justifyContent: 'space-between', alignItems: 'center' },
  values: {
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, max-content) 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  pair: { display: 'contents' },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, overflowWrap: 'anywhere' },
});

export const SetupReview = observer(function SetupReview({ wizard }: { wizard: SetupWizard }) {
  const styles = useStyles();
  const { t } = useTranslation(['setup', 'engine']);
  return (
    <ol className={styles.list}>
      {wizard.steps.map((step) => {
        const form = wizard.formOf(step);
        const filled = form.fieldNames.filter((name) => form.isVisible(name) && !isBlank(form.values[name]));
        const title = t(`setup:steps.${step.key}`);
        return (
          <li key={step.key} className={styles.step}>
            <div className={styles.heading}>
              <Subtitle2 as="h3">{title}</Subtitle2>
              <Button
                size="small"
                onClick={() => wizard.goTo(step)}
                aria-label={t('setup:changeStep', { step: title })}
              >
                {t('setup:change')}
              </Button>
            </div>
            {wizard.isSkipped(step) ? (
              <Body1>{t('setup:skipped')}</Body1>
            ) : filled.length === 0 ? (
              <Body1>{t('setup:none')}</Body1>
            ) : (
              <dl className={styles.values}>
                {filled.map((name) => {
                  const field = form.resource.fields[name];
                  return (
                    <div key={name} className={styles.pair}>
                      <dt className={styles.term}>{fieldLabel(form.resource, name, t)}</dt>
                      <dd className={styles.value}>{field && fieldValue(field, form.values[name], t)}</dd>
                    </div>
                  );
                })}
              </dl>
            )}
          </li>
        );
      })}
    </ol>
  );
});
