// The engine's dialog (core spec §2.5 "dialog with a form or html body"): either a confirmation with
// its text, or a small form of the fields a state action asks for. The confirm button runs the call;
// a failure stays in the dialog, so the operator can correct and retry.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Spinner,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../client/i18n';
import type { ResourceSchema } from '../../schema/resource';
import type { CallAnswer } from '../list/call-answer-dialog';
import { AlertBar } from '../../shell/alert-bar';
import { failureText } from '../failure-text';
import { SchemaForm } from '../form/schema-form';
import { DialogForm } from './dialog-form';
import { useDialogCall } from './use-dialog-call';
import { useDialogFormView } from './use-dialog-form-view';

/**
 * What the dialog asks; `doneText` is the notice after success, when not the list's "done", and
 * `shown` what a call shows after success instead (call-dialogs.ts).
 */
export type DialogRequest = (
  | {
      kind: 'confirm';
      title: string;
      /** The body: text or any markup the caller builds (the spec's "html body"). */
      body: ReactNode;
      confirmText: string;
      onConfirm(): Promise<unknown>;
    }
  | {
      kind: 'form';
      title: string;
      /** The fields to ask for, as a resource (see actionInputResource). */
      resource: ResourceSchema;
      confirmText: string;
      onConfirm(values: Record<string, unknown>): Promise<unknown>;
    }
) & { doneText?: () => string; shown?: () => CallAnswer | null };

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  surface: { maxWidth: '560px' },
});

export interface EngineDialogProps {
  request: DialogRequest | null;
  onClose(): void;
  /** Called after the confirmed call succeeded; the dialog closes itself. */
  onDone(): void;
}

export function EngineDialog({ request, onClose, onDone }: EngineDialogProps) {
  const styles = useStyles();
  // Mounted only while asked for: a closed Fluent dialog still sets up its focus trap on the page.
  if (request === null) return null;
  return (
    <Dialog
      open
      modalType={request.kind === 'confirm' ? 'alert' : 'modal'}
      onOpenChange={(_event, data) => !data.open && onClose()}
    >
      <DialogSurface className={styles.surface}>
        {request.kind === 'confirm' && <ConfirmBody request={request} onClose={onClose} onDone={onDone} />}
        {request.kind === 'form' && <FormBody request={request} onClose={onClose} onDone={onDone} />}
      </DialogSurface>
    </Dialog>
  );
}

function ConfirmBody({
  request,
  onClose,
  onDone,
}: {
  request: Extract<DialogRequest, { kind: 'confirm' }>;
  onClose(): void;
  onDone(): void;
}) {
  const styles = useStyles();
  const { t } = useTranslation('engine');
  const { pending, message, run } = useDialogCall(request.onConfirm, onDone);
  return (
    <DialogBody>
      <DialogTitle>{request.title}</DialogTitle>
      <DialogContent className={styles.content}>
        <AlertBar message={message} />
        <div>{request.body}</div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('engine:dialog.cancel')}</Button>
        <Button
          appearance="primary"
          disabledFocusable={pending}
          icon={pending ? <Spinner size="tiny" /> : undefined}
          onClick={() => void run()}
        >
          {request.confirmText}
        </Button>
      </DialogActions>
    </DialogBody>
  );
}

const FormBody = observer(function FormBody({
  request,
  onClose,
  onDone,
}: {
  request: Extract<DialogRequest, { kind: 'form' }>;
  onClose(): void;
  onDone(): void;
}) {
  const styles = useStyles();
  const { t, i18n } = useTranslation('engine');
  const language = currentLanguage(i18n);
  const [form] = useState(() => new DialogForm(request.resource, request.onConfirm));
  const { resource } = request;
  const formId = `dialog-form-${resource.name}`;
  const { schema, uiSchema, context } = useDialogFormView(form);
  const submit = async () => {
    if (await form.submit()) onDone();
  };
  // Field errors show on their fields; only a failure without them needs the message bar.
  const message = form.failure?.fieldErrors.length ? undefined : failureText(form.failure, language);
  return (
    <DialogBody>
      <DialogTitle>{request.title}</DialogTitle>
      <DialogContent className={styles.content}>
        <AlertBar message={message} />
        <SchemaForm
          id={formId}
          schema={schema}
          uiSchema={uiSchema}
          values={form.values}
          onChange={form.setValues}
          onSubmit={() => void submit()}
          context={context}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('engine:dialog.cancel')}</Button>
        <Button
          appearance="primary"
          type="submit"
          form={formId}
          disabledFocusable={form.pending}
          icon={form.pending ? <Spinner size="tiny" /> : undefined}
        >
          {request.confirmText}
        </Button>
      </DialogActions>
    </DialogBody>
  );
});
