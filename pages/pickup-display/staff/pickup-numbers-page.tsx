// Pickup numbers (business §2 /dola_display_management, issue 14 item 3): a shop's current numbers,
// preparing and ready, kept live, with the address of the shop's screen above them. A user who
// reaches several shops chooses one first; one who reaches a single shop is placed by the server.
import { makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reachesSeveral, useClientStores, useSession } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import { LoadFailure, ScreenHeader, TenantSelect } from '../../../engine/screens';
import { AlertBar, LoadingSpinner } from '../../../engine/shell';
import { DisplayAddressPanel } from './display-address-panel';
import { PickupBoardView } from './pickup-board-view';
import { usePickupBoard } from './use-pickup-board';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  choice: { maxWidth: '360px' },
});

function ShopBoard({ shopId }: { shopId: number | undefined }) {
  const { t } = useTranslation(['pickupDisplay', 'engine']);
  const { read, reload, paused } = usePickupBoard(shopId);
  if (read.state === 'loading') return <LoadingSpinner />;
  if (read.state === 'failed') return <LoadFailure onRetry={reload} />;
  return (
    <>
      {paused && <AlertBar intent="warning" message={t('engine:live.paused')} />}
      <DisplayAddressPanel shopId={shopId} />
      <PickupBoardView board={read.board} shopId={shopId} onChanged={reload} />
    </>
  );
}

export const PickupNumbersPage = observer(function PickupNumbersPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation('pickupDisplay');
  const session = useSession();
  const { navigation } = useClientStores();
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const shops = navigation.resourceRoutes.find((entry) => entry.tenantOf === 'shop')?.resource;
  const choosing =
    shops !== undefined && session.userInfo !== null && reachesSeveral('shop', session.userInfo);
  const prompt = t('pickupDisplay:board.chooseShop');
  return (
    <section className={styles.page}>
      <ScreenHeader title={t(route.title)} />
      {choosing && (
        <div className={styles.choice}>
          <TenantSelect kind="shop" tenants={shops} value={chosen} onChange={setChosen} prompt={prompt} />
        </div>
      )}
      {(!choosing || chosen !== undefined) && <ShopBoard key={chosen ?? 0} shopId={chosen} />}
    </section>
  );
});
