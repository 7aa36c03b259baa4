// His card in his phone's wallet (issue 24 item 7): the buttons his company's pass offers, "Add to
// Apple Wallet" (the .pkpass, fetched with his token and handed to the browser) and "Save to Google
// Wallet" (the signed save link, opened). Nothing shows while his company offers neither; a pass
// that cannot be had now says so, where a screen reader reads it out.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, saveBlob } from '../../../engine/client';
import { MEMBER_TOKEN_HEADER } from '../../../protocol/member-page';
import type { GoogleSaveLink, WalletOffer } from '../../../protocol/wallet';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: tokens.spacingHorizontalM },
  failed: { flexBasis: '100%', textAlign: 'center', color: tokens.colorPaletteRedForeground1 },
});

const as = (token: string) => ({ notify: false, headers: { [MEMBER_TOKEN_HEADER]: token } });

export function MemberWallet({ token }: { token: string }) {
  const styles = useStyles();
  const { t } = useTranslation('wallet');
  const [offer, setOffer] = useState<WalletOffer>({ apple: false, google: false });
  const [failed, setFailed] = useState(false);
  const attempt = (take: () => Promise<void>) => {
    setFailed(false);
    take().catch(() => setFailed(true));
  };
  useEffect(() => {
    let current = true;
    api.get<WalletOffer>('/member-page/wallet', undefined, as(token)).then(
      (answer) => current && setOffer(answer.data),
      // Without an answer the page simply offers no wallet.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [token]);

  const addToApple = async () => {
    // Asked for as a blob, the answer is the file itself (the request layer's file calls).
    const file = (await api.get<never>('/member-page/wallet/apple', undefined, {
      ...as(token),
      responseType: 'blob',
    })) as unknown as Blob;
    saveBlob(file, 'membership.pkpass');
  };
  const saveToGoogle = async () => {
    const answer = await api.get<GoogleSaveLink>('/member-page/wallet/google', undefined, as(token));
    window.location.assign(answer.data.url);
  };

  if (!offer.apple && !offer.google) return null;
  return (
    <div className={styles.buttons}>
      {offer.apple && (
        <Button appearance="primary" onClick={() => attempt(addToApple)}>
          {t('wallet:page.addToApple')}
        </Button>
      )}
      {offer.google && (
        <Button appearance="primary" onClick={() => attempt(saveToGoogle)}>
          {t('wallet:page.saveToGoogle')}
        </Button>
      )}
      <Text role="alert" className={styles.failed}>
        {failed ? t('wallet:page.unavailable') : ''}
      </Text>
    </div>
  );
}
