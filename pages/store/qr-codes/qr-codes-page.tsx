// QR codes (business §2 /store_settings/qr_code_ordering/qr_code): each table area with its tables,
// and a button that downloads the area's QR sheet, one PNG per area, every code leading to its
// table's ordering address. A page of our own (schemas/navigation.json); it reads the floor plan's
// list, so whoever opens it also needs the floor plan (its route relies on it).
import {
  Body1,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, Lookups, saveBlob, useClientStores } from '../../../engine/client';
import type { PageProps } from '../../../engine/client';
import { DownloadButton, LoadFailure, ScreenHeader } from '../../../engine/screens';
import { LinkButton, LoadingSpinner } from '../../../engine/shell';
import { orderingAddress } from './ordering-address';
import { sheetPng } from './qr-sheet';
import { loadTableAreas, type AreaTables } from './table-areas';

const useStyles = makeStyles({
  table: { maxWidth: '960px' },
  count: { textAlign: 'end' },
  empty: { color: tokens.colorNeutralForeground2 },
});

/** A file name from the area's name, without characters file systems refuse. */
function sheetFileName(area: string): string {
  return `${area.replace(/[\\/:*?"<>|]/g, '-')}-QR.png`;
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; areas: AreaTables[] };

const ShopName = observer(function ShopName({ lookups, shopId }: { lookups: Lookups; shopId: number }) {
  const labels = lookups.labels({ resource: 'shop', labelField: 'name' });
  useEffect(() => void labels.load([shopId]), [labels, shopId]);
  return <>{labels.labelOf(shopId) ?? `#${shopId}`}</>;
});

function AreaDownload({ area }: { area: AreaTables }) {
  const { t } = useTranslation('qr');
  const download = async () => {
    const entries = area.tables.map((table) => ({
      label: table.name,
      address: orderingAddress(window.location.origin, table.code),
    }));
    saveBlob(await sheetPng(area.name, entries), sheetFileName(area.name));
  };
  return (
    <DownloadButton
      label={t('qr:downloadArea', { area: area.name })}
      disabled={area.tables.length === 0}
      onDownload={download}
    >
      {t('qr:download')}
    </DownloadButton>
  );
}

export function QrCodesPage({ route }: PageProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation(['qr', 'navigation']);
  const { resourceSchemas, navigation } = useClientStores();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const lookups = useMemo(() => new Lookups(resourceSchemas, currentLanguage(i18n)), [resourceSchemas, i18n]);
  useEffect(() => {
    let live = true;
    loadTableAreas(resourceSchemas).then(
      (areas) => live && setLoaded({ state: 'ready', areas }),
      () => live && setLoaded({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [resourceSchemas, attempt]);

  const floorPlan = navigation.resourceRouteNamed('floor_plan');
  const header = <ScreenHeader title={t(route.title)} subtitle={t('qr:hint')} />;
  if (loaded.state === 'loading') return <LoadingSpinner />;
  if (loaded.state === 'failed') return <LoadFailure onRetry={() => setAttempt((n) => n + 1)} />;
  const { areas } = loaded;
  const severalShops = new Set(areas.map((area) => area.shopId)).size > 1;
  if (areas.length === 0)
    return (
      <section>
        {header}
        <Body1 as="p" className={styles.empty}>
          {t('qr:noAreas')}{' '}
          {floorPlan && (
            <LinkButton to={floorPlan.path} appearance="transparent">
              {t(floorPlan.title)}
            </LinkButton>
          )}
        </Body1>
      </section>
    );
  return (
    <section>
      {header}
      <Table className={styles.table} aria-label={t(route.title)}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('qr:area')}</TableHeaderCell>
            {severalShops && <TableHeaderCell>{t('qr:shop')}</TableHeaderCell>}
            <TableHeaderCell className={styles.count}>{t('qr:tables')}</TableHeaderCell>
            <TableHeaderCell>{t('qr:sheet')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {areas.map((area) => (
            <TableRow key={area.id}>
              <TableCell>{area.name}</TableCell>
              {severalShops && (
                <TableCell>
                  {area.shopId !== null && <ShopName lookups={lookups} shopId={area.shopId} />}
                </TableCell>
              )}
              <TableCell className={styles.count}>{area.tables.length}</TableCell>
              <TableCell>
                <AreaDownload area={area} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
