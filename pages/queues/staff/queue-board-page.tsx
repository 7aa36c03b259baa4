// Self-service queuing, the staff board (business §2 /queuing_management/self_service_queuing): a
// page of our own inside the shell. A caller who reaches several shops chooses one first. Each
// queue shows today's waiting and called numbers with Call, Seat, Skip and Cancel; a walk-in gets
// a number from the form above. Calling a number says it aloud in the queue's broadcast language,
// as many times as the queue settings say. The board is read through one hook, whose `reload()`
// follows every change made here (and, wired by the live updates, elsewhere).
import { Body1, MessageBar, MessageBarBody, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { announce, hasPrivilege, RequestError, useClientStores, useSession } from '../../../engine/client';
import type { PageProps, TenantChoice } from '../../../engine/client';
import {
  EngineDialog,
  LoadFailure,
  ScreenHeader,
  TenantSelect,
  tenantsToChoose,
} from '../../../engine/screens';
import type { DialogRequest } from '../../../engine/screens';
import { AlertBar, LoadingSpinner } from '../../../engine/shell';
import { BROADCAST_VOICES, seatingCall } from '../../../protocol/broadcast';
import {
  BOARD_PRIVILEGES,
  type BoardQueue,
  type BoardTicket,
  type QueueBoard,
} from '../../../protocol/queue-answers';
import type { TicketAction } from '../../../protocol/queue-tickets';
import { BoardQueueCard } from './board-queue-card';
import { moveTicket } from './queue-board-api';
import { useQueueBoard } from './use-queue-board';
import { WalkInForm } from './walk-in-form';

const useStyles = makeStyles({
  choice: { maxWidth: '360px', marginBottom: tokens.spacingVerticalL },
  walkIn: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    marginBottom: tokens.spacingVerticalL,
  },
  heading: { margin: 0 },
  queues: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(560px, 1fr))',
    gap: tokens.spacingHorizontalL,
    '@media (max-width: 599px)': { gridTemplateColumns: '1fr' },
  },
  empty: { color: tokens.colorNeutralForeground2 },
  notice: { marginBottom: tokens.spacingVerticalL },
});

/** Says a called number aloud; a browser without speech shows it only. */
function announceCall(board: QueueBoard, queue: BoardQueue, ticket: BoardTicket): void {
  const language = queue.broadcastLanguage;
  void announce(seatingCall(ticket.number, language), BROADCAST_VOICES[language], board.callRepeat);
}

const ShopBoard = observer(function ShopBoard({ tenant }: { tenant: TenantChoice }) {
  const styles = useStyles();
  const { t } = useTranslation('queues');
  const { userInfo } = useSession();
  const { read, reload, paused } = useQueueBoard(tenant);
  const [busy, setBusy] = useState<number | null>(null);
  const [issued, setIssued] = useState<BoardTicket | null>(null);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  const operate = hasPrivilege(userInfo, BOARD_PRIVILEGES.operate);
  if (read.state === 'loading') return <LoadingSpinner />;
  if (read.state === 'failed') return <LoadFailure onRetry={reload} />;
  const { board } = read;

  const act = async (action: TicketAction, ticket: BoardTicket, queue: BoardQueue) => {
    setBusy(ticket.id);
    try {
      const moved = await moveTicket(action, ticket.id);
      if (action === 'call') announceCall(board, queue, moved);
    } catch (error) {
      // The request layer has said why (a number finished meanwhile): the board is read again.
      if (!(error instanceof RequestError)) throw error;
    } finally {
      setBusy(null);
      reload();
    }
  };
  const onAction = (action: TicketAction, ticket: BoardTicket, queue: BoardQueue) => {
    if (action !== 'cancel') return void act(action, ticket, queue);
    // A cancelled number cannot be given back: asked first.
    setDialog({
      kind: 'confirm',
      title: t('board.cancelTitle', { number: ticket.number }),
      body: t('board.cancelText', { number: ticket.number }),
      confirmText: t('board.cancel'),
      onConfirm: () => moveTicket('cancel', ticket.id, true),
    });
  };

  return (
    <>
      {paused && <AlertBar intent="warning" message={t('engine:live.paused')} />}
      {!board.enabled && (
        <MessageBar intent="warning" className={styles.notice}>
          <MessageBarBody>{t('board.moduleOff')}</MessageBarBody>
        </MessageBar>
      )}
      {operate && (
        <section className={styles.walkIn} aria-labelledby="walk-in-heading">
          <Subtitle2 as="h2" id="walk-in-heading" className={styles.heading}>
            {t('board.walkIn')}
          </Subtitle2>
          <WalkInForm
            tenant={tenant}
            onIssued={(ticket) => {
              setIssued(ticket);
              reload();
            }}
          />
          {issued && (
            <MessageBar intent="success" role="status">
              <MessageBarBody>
                {t('board.issued', { number: issued.number, count: issued.people })}
              </MessageBarBody>
            </MessageBar>
          )}
        </section>
      )}
      {board.queues.length === 0 ? (
        <Body1 as="p" className={styles.empty}>
          {t('board.noQueues')}
        </Body1>
      ) : (
        <div className={styles.queues}>
          {board.queues.map((queue) => (
            <BoardQueueCard key={queue.id} queue={queue} operate={operate} busy={busy} onAction={onAction} />
          ))}
        </div>
      )}
      <EngineDialog
        request={dialog}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          reload();
        }}
      />
    </>
  );
});

export const QueueBoardPage = observer(function QueueBoardPage({ route }: PageProps) {
  const styles = useStyles();
  const { t } = useTranslation(['queues', 'navigation']);
  const { navigation } = useClientStores();
  const { userInfo } = useSession();
  const [shopId, setShopId] = useState<number | undefined>(undefined);
  const tenants = tenantsToChoose('shop', navigation, userInfo);
  const prompt = t('queues:board.chooseShop');
  const header = <ScreenHeader title={t(route.title)} subtitle={t('queues:board.hint')} />;
  if (tenants === undefined)
    return (
      <section>
        {header}
        <ShopBoard tenant={{}} />
      </section>
    );
  return (
    <section>
      {header}
      <div className={styles.choice}>
        <TenantSelect kind="shop" tenants={tenants} value={shopId} onChange={setShopId} prompt={prompt} />
      </div>
      {shopId !== undefined && <ShopBoard key={shopId} tenant={{ shopId }} />}
    </section>
  );
});
