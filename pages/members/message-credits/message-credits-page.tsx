// SMS and email credits (business §2 `sms_email_credits`, issue 24 item 6): what a company has left
// on each channel and each channel's history. The platform, which reaches every company, chooses
// one first and may top it up; a company's staff see their own, and only see.
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, useClientStores, useSession } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import type { UserInfo } from '../../../engine/protocol';
import { ScreenHeader, TenantSelect, tenantsToChoose } from '../../../engine/screens';
import { useNotify } from '../../../engine/shell';
import type { CreditChannel } from '../../../protocol/message-credits';
import { CompanyCredits } from './company-credits';
import { TopUpDialog } from './top-up-dialog';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  choice: { maxWidth: '360px' },
});

/** The platform's users (its super admin and restaurant admins): they choose and top up. */
const isPlatform = (userInfo: UserInfo | null) =>
  userInfo !== null && (userInfo.admin || userInfo.platManager);

export const MessageCreditsPage = observer(function MessageCreditsPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation(['members', 'engine']);
  const session = useSession();
  const { navigation } = useClientStores();
  const notify = useNotify();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [refresh, setRefresh] = useState(0);
  const [toppingUp, setToppingUp] = useState(false);
  const platform = isPlatform(session.userInfo);
  const companies = platform ? tenantsToChoose('company', navigation, session.userInfo) : undefined;
  const shown = !platform || chosen !== undefined;

  const onDone = (asked: { channel: CreditChannel; credits: number }) => {
    setToppingUp(false);
    setRefresh((n) => n + 1);
    const channel = t(`members:credits.channels.${asked.channel}`);
    notify(t('members:credits.topUpDone', { credits: formatCount(asked.credits), channel }));
  };

  const topUp = platform && chosen !== undefined && (
    <Button appearance="primary" icon={<AddRegular />} onClick={() => setToppingUp(true)}>
      {t('members:credits.topUp')}
    </Button>
  );
  return (
    <section className={styles.page}>
      <ScreenHeader title={t(route.title)} actions={topUp} />
      {companies !== undefined && (
        <div className={styles.choice}>
          <TenantSelect
            kind="company"
            tenants={companies}
            value={chosen}
            onChange={setChosen}
            prompt={t('members:credits.chooseCompany')}
          />
        </div>
      )}
      {shown && <CompanyCredits key={chosen ?? 0} companyId={chosen} refresh={refresh} />}
      {toppingUp && chosen !== undefined && (
        <TopUpDialog companyId={chosen} onClose={() => setToppingUp(false)} onDone={onDone} />
      )}
    </section>
  );
});
