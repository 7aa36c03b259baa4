// The stepped first-time setup (business spec §2: previous, next, submit; a completion message and a
// close button). The step list says where the merchant is; the heading of each step takes the focus
// as it opens, so a keyboard or screen reader user hears the new step at once.
import {
  Body1,
  Button,
  Card,
  Spinner,
  Title1,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage, HOME_PATH, pickMessage, useSubmitLock } from '../../../engine/client';
import { failureText, focusFirstError } from '../../../engine/screens';
import { AlertBar } from '../../../engine/shell';
import { SetupReview } from './setup-review';
import { SetupStepForm } from './setup-step-form';
import type { SetupWizard } from './setup-wizard';

const useStyles = makeStyles({
  card: { width: 'min(860px, 100%)', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalL },
  flush: { margin: 0 },
  steps: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  stepItem: {
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
  current: {
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  heading: { ...typographyStyles.subtitle1, margin: 0 },
  doneTitle: { ...typographyStyles.title1, margin: 0 },
  footer: {
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
  },
});

export const SetupWizardView = observer(function SetupWizardView({ wizard }: { wizard: SetupWizard }) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['setup', 'engine']);
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const { locked, lock } = useSubmitLock();
  const heading = useRef<HTMLHeadingElement>(null);
  const { step, reviewing, finished } = wizard;
  const names = [...wizard.steps.map((each) => t(`setup:steps.${each.key}`)), t('setup:steps.review')];
  const formId = step ? `setup-step-${step.key}` : 'setup-review';

  // A new step (or the review, or the end) announces itself by taking the focus.
  useEffect(() => {
    heading.current?.focus();
  }, [wizard.index, finished]);

  if (finished) {
    const shop = String(wizard.submission.shop?.name ?? '');
    return (
      <Card className={styles.card}>
        <h1 className={styles.doneTitle} ref={heading} tabIndex={-1}>
          {t('setup:doneTitle')}
        </h1>
        <Body1 as="p" className={styles.flush}>
          {t('setup:doneText', { shop })}
        </Body1>
        <div className={styles.footer}>
          <Button appearance="primary" onClick={() => void navigate(HOME_PATH)}>
            {t('setup:close')}
          </Button>
        </div>
      </Card>
    );
  }

  const next = () => {
    if (!wizard.next()) focusFirstError(formId);
  };
  const submit = async () => {
    if (!lock()) return;
    await wizard.submit();
  };
  const failure = wizard.failure ? failureText(wizard.failure, language) : undefined;
  const others = wizard.otherErrors.map((error) => pickMessage(language, error));
  const previous = (
    <Button disabled={wizard.index === 0 || wizard.pending} onClick={wizard.previous}>
      {t('setup:previous')}
    </Button>
  );

  return (
    <Card className={styles.card}>
      <Title1 as="h1" className={styles.flush}>
        {t('setup:title')}
      </Title1>
      <Body1 as="p" className={styles.flush}>
        {t('setup:intro')}
      </Body1>
      <nav aria-label={t('setup:stepList')}>
        <ol className={styles.steps}>
          {names.map((name, index) => (
            <li
              key={name}
              className={mergeClasses(styles.stepItem, index === wizard.index && styles.current)}
              aria-current={index === wizard.index ? 'step' : undefined}
            >
              {index + 1}. {name}
            </li>
          ))}
        </ol>
      </nav>
      <h2 className={styles.heading} ref={heading} tabIndex={-1}>
        {t('setup:progress', { number: wizard.index + 1, count: names.length, name: names[wizard.index] })}
      </h2>
      {step && t(`setup:steps.${step.key}Hint`, { defaultValue: '' }) && (
        <Body1 as="p" className={styles.flush}>
          {t(`setup:steps.${step.key}Hint`)}
        </Body1>
      )}
      <AlertBar message={failure && [failure, ...others].join(' ')} title={t('setup:failed')} />
      {step ? (
        <SetupStepForm key={step.key} id={formId} form={wizard.formOf(step)} onSubmit={next}>
          <div className={styles.footer}>
            {previous}
            {step.optional && <Button onClick={wizard.skip}>{t('setup:skipPrinter')}</Button>}
            <Button type="submit" appearance="primary">
              {t('setup:next')}
            </Button>
          </div>
        </SetupStepForm>
      ) : (
        reviewing && (
          <>
            <SetupReview wizard={wizard} />
            <div className={styles.footer}>
              {previous}
              <Button
                appearance="primary"
                disabledFocusable={locked || wizard.pending}
                icon={wizard.pending ? <Spinner size="tiny" /> : undefined}
                onClick={() => void submit()}
              >
                {wizard.pending ? t('setup:submitting') : t('setup:submit')}
              </Button>
            </div>
          </>
        )
      )}
    </Card>
  );
});
