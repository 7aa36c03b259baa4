// POST /setup/finish (issue 11 item 6): the setup wizard's submission. The owner of a merchant whose
// setup is pending writes his first shop (with its opening hours), its operation modes, perhaps a
// printer, and a first category, through their resources in one transaction: each record meets the
// rules, privileges and audit trail its own screen does, and a failure leaves nothing written. The
// answer carries his user info with `dola_pass` now true, which the browser keeps (core spec §2.2).
import type { FastifyPluginAsync } from 'fastify';
import { Status } from '../../engine/protocol';
import { actorOf, allow, bodySchema, BusinessError, ok } from '../../engine/server';
import { SETUP_RECORDS, type SetupFinished, type SetupSubmission } from '../../protocol/setup-wizard';
import { sessionOf } from '../auth/auth-plugin';
import { findActiveUser, toUserInfo } from '../auth/user-record';
import { claimPendingSetup, markSetupFinished } from './setup-state';
import { writeSetupRecords } from './setup-records';
import type { ModuleContext } from '../app-module';

const record = (title: string, nullable = false) => ({
  type: nullable ? ['object', 'null'] : 'object',
  title,
});
const BODY = bodySchema(
  {
    shop: record('setup:records.shop'),
    operationModes: record('setup:records.operationModes'),
    printer: record('setup:records.printer', true),
    category: record('setup:records.category'),
  },
  Object.keys(SETUP_RECORDS),
);

const setupPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, accountSource },
) => {
  // The merchant's owner alone: an account's kind, which no privilege grants (checked below).
  const route = { ...allow({ kind: 'signedIn' }), schema: { body: BODY } };
  app.post<{ Body: SetupSubmission }>('/setup/finish', route, async (request) => {
    const { user } = sessionOf(request);
    const actor = actorOf(request);
    // The wizard is the owner's: no one else sets up a merchant in its name.
    const companyId = user.company_id;
    if (user.data.accountType !== 'companyManager' || companyId === null)
      throw new BusinessError(Status.forbidden);
    const shopId = await db.transaction(async (tx) => {
      if (!(await claimPendingSetup(tx, companyId)))
        throw BusinessError.because(Status.invalidTransition, 'setup:errors.finished');
      const shop = await writeSetupRecords(service.within(tx), schemas, actor, request.body);
      await markSetupFinished(tx, companyId, user.id);
      return shop;
    });
    const owner = await findActiveUser(db, accountSource, user.id);
    if (!owner) throw new BusinessError(Status.sessionExpired);
    return ok<SetupFinished>({ userInfo: toUserInfo(owner), shopId });
  });
};

export default setupPlugin;
