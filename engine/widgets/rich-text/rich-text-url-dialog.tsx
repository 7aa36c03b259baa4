// The small dialog the toolbar's Link and Image buttons open: the address (and, for an image, the
// words a screen reader says for it). An address without a scheme is taken as a web address; one
// that is not safe to follow (javascript:, data:) is refused here, before the document holds it.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from './rich-text-model';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

export type UrlDialogKind = 'link' | 'image';

export interface UrlDialogResult {
  url: string;
  alt: string;
}

/** "example.com/menu" means https://example.com/menu; "/home" and "#top" stay on this site. */
export function completeUrl(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '' || /^([a-z][a-z\d+.-]*:|[/#?.])/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

export interface UrlDialogProps {
  kind: UrlDialogKind;
  /** The link's address when the selection is in one already. */
  initialUrl?: string;
  onApply(result: UrlDialogResult): void;
  onClose(): void;
}

export function UrlDialog({ kind, initialUrl = '', onApply, onClose }: UrlDialogProps) {
  const styles = useStyles();
  const { t } = useTranslation('widgets-extra');
  const [url, setUrl] = useState(initialUrl);
  const [alt, setAlt] = useState('');
  const [refused, setRefused] = useState(false);
  const apply = (event: FormEvent) => {
    // The dialog sits inside the record form in React's tree: its submit must not submit that form.
    event.preventDefault();
    event.stopPropagation();
    const address = completeUrl(url);
    // A link may be emptied to remove it; an image needs an address.
    if (address === '' && kind === 'link') return onApply({ url: '', alt: '' });
    const safe = safeUrl(address, kind);
    if (!safe) return setRefused(true);
    onApply({ url: safe, alt: alt.trim() });
  };
  const formId = `rich-text-${kind}-form`;
  return (
    <Dialog open modalType="modal" onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t(kind === 'link' ? 'widgets-extra:richText.link' : 'widgets-extra:richText.image')}
          </DialogTitle>
          <DialogContent>
            <form id={formId} className={styles.content} onSubmit={apply} noValidate>
              <Field
                label={t('widgets-extra:richText.address')}
                hint={kind === 'link' ? t('widgets-extra:richText.removeLinkHint') : undefined}
                validationState={refused ? 'error' : 'none'}
                validationMessage={refused ? t('widgets-extra:richText.unsafeAddress') : undefined}
                required={kind === 'image'}
              >
                <Input
                  type="url"
                  value={url}
                  onChange={(_event, data) => {
                    setUrl(data.value);
                    setRefused(false);
                  }}
                />
              </Field>
              {kind === 'image' && (
                <Field
                  label={t('widgets-extra:richText.imageText')}
                  hint={t('widgets-extra:richText.imageTextHint')}
                >
                  <Input value={alt} onChange={(_event, data) => setAlt(data.value)} />
                </Field>
              )}
            </form>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('widgets-extra:richText.cancel')}</Button>
            <Button appearance="primary" type="submit" form={formId}>
              {t('widgets-extra:richText.apply')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
