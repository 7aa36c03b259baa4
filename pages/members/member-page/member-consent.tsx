// His marketing consent on his page (issue 25 item 7, PDPO Part VIA): a switch per channel, each
// change his own (how `memberPage`), saved at once and kept in his consent history. A change the
// server refuses springs back and says so; a refused token signs him out, as his lists do.
import { Subtitle2, Switch, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, RequestError } from '../../../engine/client';
import { Status } from '../../../engine/protocol';
import type { ConsentChannel, MemberConsent } from '../../../protocol/consent';
import { MEMBER_TOKEN_HEADER } from '../../../protocol/member-page';
import type { SignedInSectionProps } from './member-list-section';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  flush: { margin: 0 },
  quiet: { color: tokens.colorNeutralForeground2 },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

const as = (token: string) => ({ notify: false, headers: { [MEMBER_TOKEN_HEADER]: token } });
const HEADING = 'member-consent-heading';
const sessionEnded = (error: unknown) =>
  error instanceof RequestError && error.status === Status.sessionExpired.code;

export function MemberConsentSection({ token, onSignedOut }: SignedInSectionProps) {
  const styles = useStyles();
  const { t } = useTranslation('consent');
  const [consent, setConsent] = useState<MemberConsent[]>([]);
  const [failed, setFailed] = useState(false);
  const refused = (error: unknown) => (sessionEnded(error) ? onSignedOut() : setFailed(true));

  useEffect(() => {
    let current = true;
    api.get<MemberConsent[]>('/member-page/consent', undefined, as(token)).then(
      (answer) => current && setConsent(answer.data),
      (error: unknown) => current && (sessionEnded(error) ? onSignedOut() : setFailed(true)),
    );
    return () => {
      current = false;
    };
  }, [token, onSignedOut]);

  const toggle = (channel: ConsentChannel, granted: boolean) => {
    const shown = (value: boolean) =>
      setConsent((now) => now.map((row) => (row.channel === channel ? { channel, granted: value } : row)));
    setFailed(false);
    shown(granted);
    api.put('/member-page/consent', { channel, granted }, as(token)).catch((error: unknown) => {
      shown(!granted);
      refused(error);
    });
  };

  return (
    <section className={styles.section} aria-labelledby={HEADING}>
      <Subtitle2 as="h2" id={HEADING} className={styles.flush}>
        {t('consent:memberPage.title')}
      </Subtitle2>
      <Text className={styles.quiet}>{t('consent:memberPage.hint')}</Text>
      {consent.map(({ channel, granted }) => (
        <Switch
          key={channel}
          checked={granted}
          label={t(`consent:channelNames.${channel}`)}
          onChange={(_event, data) => toggle(channel, data.checked)}
        />
      ))}
      <Text role="alert" className={styles.failed}>
        {failed ? t('consent:memberPage.failed') : ''}
      </Text>
    </section>
  );
}
