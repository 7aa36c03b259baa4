// A shop's pickup board in the back office: a number added as preparing (or straight ready), each
// preparing one marked ready, each ready one put back or removed. Every change is the server's
// call, and the board reads again after it (and after anyone else's, by the live stream).
import { Body1, Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPrivilege, useSession } from '../../../engine/client';
import {
  PICKUP_NUMBER_PATTERN,
  type PickupBoard,
  type PickupCall,
  type PickupNumber,
  type PickupStatus,
} from '../../../protocol/pickup-numbers';
import { callPickupNumber } from './pickup-api';

const useStyles = makeStyles({
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'start', flexWrap: 'wrap' },
  columns: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    maxWidth: '960px',
  },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '4px' },
  entry: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold, minWidth: '6ch' },
  empty: { color: tokens.colorNeutralForeground2, margin: 0 },
});

const OPERATE = 'pickup_numbers_operate';
const NUMBER = new RegExp(PICKUP_NUMBER_PATTERN);

interface BoardViewProps {
  board: PickupBoard;
  /** The shop the user chose; undefined when the server places him in his only one. */
  shopId: number | undefined;
  onChanged(): void;
}

export function PickupBoardView({ board, shopId, onChanged }: BoardViewProps) {
  const styles = useStyles();
  const { t } = useTranslation('pickupDisplay');
  const session = useSession();
  const operates = hasPrivilege(session.userInfo, OPERATE);
  const [number, setNumber] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const invalid = !NUMBER.test(number.trim());

  const call = async (which: string, status: PickupCall) => {
    setBusy(true);
    try {
      await callPickupNumber(shopId, which, status);
      onChanged();
      return true;
    } catch {
      // The request layer has shown why; the board stays as it was.
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = (status: PickupStatus) => async (event?: FormEvent) => {
    event?.preventDefault();
    setAttempted(true);
    if (invalid) return;
    if (await call(number.trim(), status)) {
      setNumber('');
      setAttempted(false);
    }
  };

  const column = (status: PickupStatus, actions: (entry: PickupNumber) => ReactNode) => {
    const entries = board.numbers.filter((entry) => entry.status === status);
    const titleId = `pickup-${status}`;
    return (
      <section aria-labelledby={titleId}>
        <Subtitle2 as="h2" id={titleId}>
          {t(`statuses.${status}`)} ({entries.length})
        </Subtitle2>
        {entries.length === 0 ? (
          <Body1 as="p" className={styles.empty}>
            {t('board.empty')}
          </Body1>
        ) : (
          <ul className={styles.list}>
            {entries.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.number}>{entry.number}</span>
                {operates && actions(entry)}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <>
      {operates && (
        <form className={styles.add} onSubmit={(event) => void add('preparing')(event)} noValidate>
          <Field
            label={t('board.add')}
            validationMessage={attempted && invalid ? t('board.numberRule') : undefined}
          >
            <Input value={number} maxLength={8} onChange={(_event, data) => setNumber(data.value)} />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('board.addPreparing')}
          </Button>
          <Button disabled={busy} onClick={() => void add('ready')()}>
            {t('board.addReady')}
          </Button>
        </form>
      )}
      <div className={styles.columns}>
        {column('preparing', (entry) => (
          <>
            <Button size="small" disabled={busy} onClick={() => void call(entry.number, 'ready')}>
              {t('board.markReady', { number: entry.number })}
            </Button>
            <Button size="small" disabled={busy} onClick={() => void call(entry.number, 'collected')}>
              {t('board.remove', { number: entry.number })}
            </Button>
          </>
        ))}
        {column('ready', (entry) => (
          <>
            <Button size="small" disabled={busy} onClick={() => void call(entry.number, 'preparing')}>
              {t('board.backToPreparing', { number: entry.number })}
            </Button>
            <Button size="small" disabled={busy} onClick={() => void call(entry.number, 'collected')}>
              {t('board.remove', { number: entry.number })}
            </Button>
          </>
        ))}
      </div>
    </>
  );
}
