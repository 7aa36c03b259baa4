// The shop's display address (business §3 "Pickup display"): the full URL of its screen, built from
// this browser's origin and the server-held token, to copy or open, and, for whoever may edit the
// display settings, recreated after a confirmation, since the old address stops working for good.
import { Body1, Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPrivilege, useSession } from '../../../engine/client';
import { EngineDialog } from '../../../engine/screens';
import type { DialogRequest } from '../../../engine/screens';
import { DISPLAY_PATH } from '../../../protocol/pickup-numbers';
import { readDisplayToken, recreateDisplayToken } from './pickup-api';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '720px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'end' },
  address: { flexGrow: 1, minWidth: '280px' },
  hint: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const SETTINGS_EDIT = 'dola_display_edit';

export const displayAddress = (origin: string, token: string): string => `${origin}${DISPLAY_PATH}${token}`;

export function DisplayAddressPanel({ shopId }: { shopId: number | undefined }) {
  const styles = useStyles();
  const { t } = useTranslation('pickupDisplay');
  const session = useSession();
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    let live = true;
    readDisplayToken(shopId).then(
      (read) => live && setToken(read),
      () => live && setToken(null),
    );
    return () => {
      live = false;
    };
  }, [shopId]);
  const address = token ? displayAddress(window.location.origin, token) : '';
  const copy = async () => {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  };
  const askRecreate = () =>
    setDialog({
      kind: 'confirm',
      title: t('address.recreate'),
      body: t('address.recreateConfirm'),
      confirmText: t('address.recreate'),
      onConfirm: async () => {
        setToken(await recreateDisplayToken(shopId));
        setCopied(false);
      },
      doneText: () => t('address.recreated'),
    });
  return (
    <section className={styles.panel} aria-labelledby="display-address-title">
      <Subtitle2 as="h2" id="display-address-title">
        {t('address.title')}
      </Subtitle2>
      <Body1 as="p" className={styles.hint}>
        {token === null ? t('address.none') : t('address.hint')}
      </Body1>
      <div className={styles.row}>
        {token && (
          <Field label={t('fields.displayToken')} className={styles.address}>
            <Input readOnly value={address} />
          </Field>
        )}
        {token && (
          <Button onClick={() => void copy()} aria-live="polite">
            {copied ? t('address.copied') : t('address.copy')}
          </Button>
        )}
        {token && (
          <Button as="a" href={address} target="_blank" rel="noopener">
            {t('address.open')}
          </Button>
        )}
        {hasPrivilege(session.userInfo, SETTINGS_EDIT) && token !== undefined && (
          <Button onClick={askRecreate}>{t('address.recreate')}</Button>
        )}
      </div>
      <EngineDialog request={dialog} onClose={() => setDialog(null)} onDone={() => setDialog(null)} />
    </section>
  );
}
