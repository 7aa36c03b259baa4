// The shop's queue page, below the queue settings' form: its full address (the server-held token in
// the settings, `${origin}/queue/<token>`), its QR code to print or download, and "Recreate", which
// gives the page a new address after a confirmation: the old address and every code printed with it
// stop working for good. A shop that has saved no settings has no address yet.
import {
  Body1,
  Button,
  Card,
  Field,
  Input,
  Link,
  Subtitle2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ArrowSyncRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPrivilege, saveBlob, useSession } from '../../../engine/client';
import { DownloadButton, EngineDialog } from '../../../engine/screens';
import type { DialogRequest, SettingsAsideProps } from '../../../engine/screens';
import { guestQueueAddress } from '../../../protocol/queue-answers';
import { codePng, CODE_PICTURE } from '../../store/qr-codes/qr-canvas';
import { recreateGuestToken } from './queue-board-api';

const useStyles = makeStyles({
  card: { maxWidth: '720px', marginTop: tokens.spacingVerticalXL, gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  code: {
    width: `${CODE_PICTURE.size / 2}px`,
    height: `${CODE_PICTURE.size / 2}px`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The code's picture for `address`, as a file and as an address an <img> shows (freed with it). */
function useCodePicture(address: string | undefined): { file: Blob; url: string } | undefined {
  const [picture, setPicture] = useState<{ address: string; file: Blob; url: string }>();
  useEffect(() => {
    if (!address) return undefined;
    let live = true;
    let url: string | undefined;
    void codePng(address).then((file) => {
      if (!live) return;
      url = URL.createObjectURL(file);
      setPicture({ address, file, url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [address]);
  return picture?.address === address ? picture : undefined;
}

export const GuestPagePanel = observer(function GuestPagePanel({
  resource,
  record,
  tenant,
  reload,
}: SettingsAsideProps) {
  const styles = useStyles();
  const { t } = useTranslation('queues');
  const { userInfo } = useSession();
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const token =
    typeof record.guestToken === 'string' && record.guestToken !== '' ? record.guestToken : undefined;
  const address = token && guestQueueAddress(window.location.origin, token);
  const picture = useCodePicture(address);
  const mayRecreate = hasPrivilege(userInfo, resource.privileges.update);

  const askRecreate = () =>
    setDialog({
      kind: 'confirm',
      title: t('guestPage.recreateTitle'),
      body: t(token ? 'guestPage.recreateText' : 'guestPage.createText'),
      confirmText: t(token ? 'guestPage.recreate' : 'guestPage.create'),
      onConfirm: () => recreateGuestToken(tenant),
    });

  return (
    <Card className={styles.card} role="region" aria-labelledby="guest-page-heading">
      <Subtitle2 as="h2" id="guest-page-heading" className={styles.heading}>
        {t('guestPage.title')}
      </Subtitle2>
      {address ? (
        <>
          <Field label={t('guestPage.address')} hint={t('guestPage.addressHint')}>
            <Input readOnly value={address} />
          </Field>
          <Link href={address} target="_blank" rel="noopener noreferrer">
            {t('guestPage.open')}
          </Link>
          {picture && <img className={styles.code} src={picture.url} alt={t('guestPage.codeAlt')} />}
        </>
      ) : (
        <Body1 as="p" className={styles.muted}>
          {t('guestPage.none')}
        </Body1>
      )}
      <div className={styles.actions}>
        {picture && (
          <DownloadButton
            label={t('guestPage.downloadLabel')}
            onDownload={async () => saveBlob(picture.file, 'queue-QR.png')}
          >
            {t('guestPage.download')}
          </DownloadButton>
        )}
        {mayRecreate && (
          <Button icon={<ArrowSyncRegular />} onClick={askRecreate}>
            {t(token ? 'guestPage.recreate' : 'guestPage.create')}
          </Button>
        )}
      </div>
      <EngineDialog
        request={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          reload();
        }}
      />
    </Card>
  );
});
