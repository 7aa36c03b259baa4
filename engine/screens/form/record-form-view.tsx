// The record form screen: header, the form's sections, and a footer with cancel and save. Messages
// show after the first save attempt; save is locked for a second after a click (core spec §4, §9);
// the server's field errors show on their fields; success toasts and returns to the list.
import {
  Button,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../client/i18n';
import { pickMessage } from '../../client/language';
import type { ResourceApi, StoredRecord } from '../../client/resource-api';
import { screenPath } from '../../client/screen-routes';
import { useSession } from '../../client/session-context';
import { useSubmitLock } from '../../client/use-submit-lock';
import { AlertBar } from '../../shell/alert-bar';
import { LinkButton } from '../../shell/link-button';
import { useNotify } from '../../shell/notices';
import { useDocumentTitle } from '../../shell/use-document-title';
import { failureText } from '../failure-text';
import type { ReadyScreen } from '../screen-gate';
import { ScreenHeader } from '../screen-header';
import { duplicateValues, formValuesOf, newRecordValues } from './form-fields';
import { RecordForm, type FormMode } from './record-form';
import { focusFirstError } from './focus-first-error';
import { SchemaForm } from './schema-form';
import { useFormBinding } from './use-form-binding';

const useStyles = makeStyles({
  root: { maxWidth: '1100px' },
  failure: { marginBottom: tokens.spacingVerticalL },
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 1,
    display: 'flex',
    justifyContent: 'flex-end',
    gap: tokens.spacingHorizontalS,
    marginTop: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
});

export interface RecordFormViewProps extends ReadyScreen {
  mode: FormMode;
  api: Pick<ResourceApi, 'create' | 'modify'>;
  record?: StoredRecord;
  onReload?: () => void;
  /**
   * A settings record's form (docs/schemas.md "Settings records"): the screen itself, titled by its
   * route, with no list to return to; a save reads the record again through `onReload`.
   */
  settings?: boolean;
  /** Shown under the header, above the form: what the form does not edit (a settings record's read-only values). */
  above?: ReactNode;
}

export const RecordFormView = observer(function RecordFormView(props: RecordFormViewProps) {
  const { route, mode, api, record, onReload, settings = false, above } = props;
  const styles = useStyles();
  const { t, i18n } = useTranslation(['engine', 'validation']);
  const language = currentLanguage(i18n);
  const session = useSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const { locked, lock } = useSubmitLock();
  const [form] = useState(() => {
    const { resource } = props;
    const initial = record
      ? (mode === 'duplicate' ? duplicateValues : formValuesOf)(resource, record)
      : newRecordValues(resource);
    return new RecordForm(resource, mode, api, session.userInfo, mode === 'edit' ? record : null, initial);
  });
  const { resource } = form;
  const formId = `record-form-${resource.name}`;
  const listPath = screenPath(route, 'list');
  const title = settings ? t(route.title) : t(`engine:form.title.${mode}`, { record: t(resource.title) });
  useDocumentTitle(title);

  const { schema, uiSchema, context } = useFormBinding(form);

  const save = async () => {
    if (!lock()) return;
    const outcome = await form.submit();
    if (outcome === 'saved') {
      notify(t('engine:form.saved'));
      if (settings) onReload?.();
      else await navigate(listPath);
    } else {
      focusFirstError(formId);
    }
  };

  // Field errors show on their fields; the bar says what is left (a stale version, a clash) and
  // names errors on fields the form does not show.
  const failure = form.failure && !form.stale ? failureText(form.failure, language) : undefined;
  const otherErrors = form.otherErrors.map((error) => pickMessage(language, error));

  return (
    <div className={styles.root}>
      <ScreenHeader title={title} {...(settings ? {} : { back: { to: listPath, text: t(route.title) } })} />
      {above}
      {form.stale && (
        <MessageBar intent="warning" role="alert" className={styles.failure}>
          <MessageBarBody>
            <MessageBarTitle>{t('engine:form.staleTitle')}</MessageBarTitle>
            {failureText(form.failure, language)}
          </MessageBarBody>
          {onReload && (
            <MessageBarActions>
              <Button onClick={onReload}>{t('engine:form.reload')}</Button>
            </MessageBarActions>
          )}
        </MessageBar>
      )}
      <AlertBar
        message={failure && [failure, ...otherErrors].join(' ')}
        title={t('engine:form.saveFailed')}
        className={styles.failure}
      />
      <SchemaForm
        id={formId}
        schema={schema}
        uiSchema={uiSchema}
        values={form.values}
        onChange={form.setValues}
        onSubmit={() => void save()}
        context={context}
      >
        <div className={styles.footer}>
          {!settings && <LinkButton to={listPath}>{t('engine:form.cancel')}</LinkButton>}
          <Button
            type="submit"
            appearance="primary"
            disabledFocusable={locked || form.pending}
            icon={form.pending ? <Spinner size="tiny" /> : undefined}
          >
            {t('engine:form.save')}
          </Button>
        </div>
      </SchemaForm>
    </div>
  );
});
