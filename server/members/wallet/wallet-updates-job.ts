// Keeps issued passes up to date (issue 24 item 7) without touching any ledger caller: a recurring
// job per company with passes finds the members whose points, balance or level differ from what
// their pass last showed, counts each such change once on the pass (one statement), then delivers
// every change not yet delivered through each platform's path: an APNs push to each of his Apple
// devices (they then fetch the new pass from the web service), and a PATCH of his Google object.
// Each platform's delivery is recorded per pass as it succeeds, so an attempt that stops half way
// (a crash, a platform failing) resumes with what is left and never delivers a recorded change again.
// A pass whose delivery fails is logged and left pending for the next run; the passes after it are
// still delivered, so one pass a platform keeps refusing never holds back the others. A marketing
// message counts its change when it is sent (pass-messages.ts); Google is told of his newest message
// not yet delivered by adding it, which announces it, before the patch lists it.
import { recordRelation } from '../../../engine/server';
import type {
  JobContext,
  JobKindOptions,
  Language,
  Queryable,
  RecurringPayload,
  SystemRecords,
} from '../../../engine/server';
import { isGone, pushPassUpdate } from './apple-push';
import { loyaltyMessage, loyaltyObjectHoldings, loyaltyObjectId } from './google-loyalty';
import { googleWalletApi, type GoogleWalletApi } from './google-wallet-api';
import { dropPushToken, pushTokens, type PassKey } from './wallet-passes';
import type { WalletService } from './wallet-service';
import type { WalletSettings } from './wallet-settings';

export const WALLET_UPDATES_JOB = 'members.walletUpdates';

interface Undelivered {
  memberId: number;
  serial: string;
  language: Language;
  change: number;
  /** The change last written to his Google object: his messages after it are news there. */
  googlePatched: number;
  applePending: boolean;
  googlePending: boolean;
}

/** Counts a change on every pass whose member's holdings or level moved since it last showed them. */
async function countChanges(db: Queryable, member: string, companyId: number): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE wallet_pass p
        SET shown_points = n.points, shown_balance = n.balance, shown_level = n.level,
            change = p.change + 1, changed_at = now()
       FROM (SELECT w.member_id, coalesce(pa.balance, 0) AS points, coalesce(ba.balance, 0) AS balance,
                    m."memberLevelId" AS level
               FROM wallet_pass w
               JOIN ${member} m ON m.company_id = w.company_id AND m.id = w.member_id
               LEFT JOIN ledger_account pa
                 ON pa.company_id = w.company_id AND pa.kind = 'points' AND pa.member_id = w.member_id
               LEFT JOIN ledger_account ba
                 ON ba.company_id = w.company_id AND ba.kind = 'balance' AND ba.member_id = w.member_id
              WHERE w.company_id = $1) n
      WHERE p.company_id = $1 AND p.member_id = n.member_id
        AND (p.shown_points <> n.points OR p.shown_balance <> n.balance OR p.shown_level IS DISTINCT FROM n.level)`,
    [companyId],
  );
  return rowCount ?? 0;
}

/** Where a pass's failed delivery is told (the server's log). */
export interface UpdatesLog {
  warn(details: object, message: string): void;
}

async function undelivered(db: Queryable, companyId: number): Promise<Undelivered[]> {
  const { rows } = await db.query<Undelivered>(
    `SELECT member_id AS "memberId", serial, language, change, google_patched AS "googlePatched",
            apple_pushed < change AS "applePending", google_saved AND google_patched < change AS "googlePending"
       FROM wallet_pass
      WHERE company_id = $1 AND (apple_pushed < change OR (google_saved AND google_patched < change))
      ORDER BY member_id`,
    [companyId],
  );
  return rows;
}

/** Records a platform's delivery of `change` (never going back, should an older attempt finish late). */
async function delivered(
  db: Queryable,
  pass: PassKey,
  column: 'apple_pushed' | 'google_patched',
  change: number,
) {
  await db.query(
    `UPDATE wallet_pass SET ${column} = greatest(${column}, $3) WHERE company_id = $1 AND serial = $2`,
    [pass.companyId, pass.serial, change],
  );
}

async function pushApple(db: Queryable, wallet: WalletService, settings: WalletSettings, pass: Undelivered) {
  const key = { companyId: settings.companyId, serial: pass.serial };
  if (settings.apple) {
    const outcomes = await pushPassUpdate(wallet.endpoints.apns, settings.apple, await pushTokens(db, key));
    // A dead registration is dropped; any other failure fails this pass's delivery, retried later.
    for (const outcome of outcomes) {
      if (isGone(outcome)) await dropPushToken(db, key, outcome.token);
      else if (outcome.status !== 200) throw new Error(`APNs answered ${outcome.status} for a pass update`);
    }
  }
  await delivered(db, key, 'apple_pushed', pass.change);
}

async function patchGoogle(
  db: Queryable,
  wallet: WalletService,
  settings: WalletSettings,
  api: GoogleWalletApi | undefined,
  pass: Undelivered,
  companyId: number,
) {
  const google = settings.google;
  const content = google
    ? await wallet.content(settings, { companyId, memberId: pass.memberId }, pass.language)
    : undefined;
  if (google && api && content) {
    const parts = wallet.loyaltyParts({ ...settings, google }, pass.serial, content);
    const objectId = loyaltyObjectId(parts);
    const [news] = content.messages.filter(({ change }) => change > pass.googlePatched);
    if (news) await api.addMessage(objectId, loyaltyMessage(news, 'TEXT_AND_NOTIFY'));
    // A link he never opened made no object: nothing to update, and nothing to retry.
    await api.patchObject(objectId, loyaltyObjectHoldings(parts));
  }
  await delivered(db, { companyId, serial: pass.serial }, 'google_patched', pass.change);
}

/** The job's handler and options, over the wallet service (whose endpoints a test points at fakes). */
export function walletUpdates(wallet: WalletService, records: SystemRecords, log: UpdatesLog) {
  const member = recordRelation(records.resource('member'), ['memberLevelId']);
  const handler = async ({ db, payload, progress, signal }: JobContext<RecurringPayload>) => {
    const { companyId } = payload;
    const settings = await wallet.settings(companyId);
    if (!settings) return { changed: 0, delivered: 0, failed: 0 };
    const changed = await countChanges(db, member, companyId);
    const passes = await undelivered(db, companyId);
    const api = settings.google ? googleWalletApi(wallet.endpoints, settings.google) : undefined;
    let failed = 0;
    for (const [index, pass] of passes.entries()) {
      if (signal.aborted) throw new Error('jobs:errors.stopped');
      try {
        if (pass.applePending) await pushApple(db, wallet, settings, pass);
        if (pass.googlePending) await patchGoogle(db, wallet, settings, api, pass, companyId);
      } catch (error) {
        failed += 1;
        log.warn(
          { err: error, companyId, memberId: pass.memberId },
          'a wallet pass update was not delivered',
        );
      }
      await progress(index + 1, passes.length);
    }
    return { changed, delivered: passes.length - failed, failed };
  };
  const options: JobKindOptions<RecurringPayload> = {
    recurs: {
      everyMinutes: 5,
      due: async (q) =>
        (
          await q.query<{ id: number }>('SELECT DISTINCT company_id AS id FROM wallet_pass ORDER BY 1')
        ).rows.map(({ id }) => id),
    },
  };
  return { handler, options };
}
