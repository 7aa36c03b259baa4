// Managers are invited by email (business spec §3 "Manager/server account", §7): a company manager
// chooses the account (name, address, role, branches, permission type) at POST /manager/user; the
// invitee opens /yqjl from the mail (GET /invite/manager/{code}), chooses a username and password,
// and PUT /invite/manager/accept creates the account as the inviter would have, through the engine.
import {
  actorOf,
  allow,
  bodySchema,
  BusinessError,
  filledString,
  ok,
  PUBLIC_ROUTE,
  recordProperties,
  ROW_ID,
} from '../../engine/server';
import type { Actor, ApiRecord, Database, ResourceService } from '../../engine/server';
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PAGES, INVITATION_VALID_DAYS, type Invitation } from '../../protocol/account-mail';
import { AccountStatus } from '../../protocol/account-status';
import type { ResourceSchema } from '../../engine/schema';
import { accountResourceOf } from '../accounts/account-resource';
import { companyNameIn, nameIn } from '../accounts/names-in-language';
import { accountActor } from '../auth/actor';
import { createLink, useLink, type AccountLink } from '../auth/account-links';
import { sessionOf } from '../auth/auth-plugin';
import { findActiveUser, type Account } from '../auth/user-record';
import { callerLanguage } from '../caller-language';
import { CODE_IN_PATH, pageLink } from './account-mail-options';
import { openLink } from './open-link';
import type { ModuleContext } from '../app-module';
import { EMAIL_LENGTH, LINK_CODE_LENGTH, PASSWORD_LENGTH } from '../../protocol/text-lengths';

/** What the inviter decides; the username and password are the invitee's to choose. */
const INVITED_FIELDS = [
  'name',
  'email',
  'accountType',
  'shopPrivilegeList',
  'privilegeMappingId',
  'showOrder',
];

interface Acceptance {
  code: string;
  username: string;
  password: string;
  secondaryPassword: string;
}

const acceptance = {
  ...PUBLIC_ROUTE,
  schema: {
    body: bodySchema(
      {
        code: filledString(LINK_CODE_LENGTH),
        username: filledString(EMAIL_LENGTH),
        password: filledString(PASSWORD_LENGTH),
        secondaryPassword: filledString(PASSWORD_LENGTH),
      },
      ['code', 'username', 'password', 'secondaryPassword'],
    ),
  },
};

/** Valid values for the secrets the invitee will choose, so the rehearsal meets their rules. */
const inviteeStandIns = () => ({ password: randomUUID(), secondaryPassword: '000000' });

const pick = (record: Record<string, unknown>, names: readonly string[]) =>
  Object.fromEntries(names.filter((name) => record[name] !== undefined).map((name) => [name, record[name]]));

/**
 * Checks an invitation as the account it will become, by creating that account and rolling the
 * creation back: privilege, company, every field's rules and references are the engine's own, so
 * an invitation accepted later cannot fail on what its author chose. What the invitee chooses
 * (username, password, manager key) is a stand-in.
 */
async function rehearseAccount(
  db: Database,
  engine: ResourceService,
  accounts: ResourceSchema,
  actor: Actor,
  body: Record<string, unknown>,
): Promise<ApiRecord> {
  const rehearsal = new Error('rehearsal');
  let account: ApiRecord | undefined;
  await db
    .transaction(async (tx) => {
      account = await engine.within(tx).create(accounts, actor, {
        ...body,
        ...inviteeStandIns(),
        username: `invitee-${randomUUID()}`,
      });
      throw rehearsal;
    })
    .catch((error: unknown) => {
      if (error !== rehearsal) throw error;
    });
  if (!account) throw new Error('the rehearsed account was not created');
  return account;
}

const invitationPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, records, config, mailer, accountSource },
) => {
  const accounts = accountResourceOf(schemas, 'companyManager');
  if (!accounts) return;

  /** Who sent an invitation; a deleted or disabled inviter's invitations no longer work. */
  const inviterOf = async (link: AccountLink): Promise<Account> => {
    const inviter =
      link.created_by === null ? undefined : await findActiveUser(db, accountSource, link.created_by);
    if (!inviter) throw new BusinessError(AccountStatus.linkExpired);
    return inviter;
  };

  const invitation = {
    body: bodySchema({ ...recordProperties(accounts, INVITED_FIELDS), companyId: ROW_ID }),
  };
  // Whoever may invite through one of the accounts' screens; the invited account's own create
  // privilege and scope are then the rehearsal's to check.
  const inviting = { ...allow({ kind: 'calls', endpoint: '/manager/user' }), schema: invitation };
  app.post<{ Body: Record<string, unknown> }>('/manager/user', inviting, async (request) => {
    const body = request.body;
    const actor = actorOf(request);
    const account = await rehearseAccount(db, service, accounts, actor, {
      ...pick(body, INVITED_FIELDS),
      ...(body.companyId === undefined ? {} : { companyId: body.companyId }),
    });
    const email = String(account.email);
    const companyId = account.companyId as number;
    const inviter = sessionOf(request).user;
    const token = await createLink(db, {
      purpose: 'invitation',
      email,
      companyId,
      createdBy: inviter.id,
      details: pick(account, INVITED_FIELDS),
      validMinutes: INVITATION_VALID_DAYS * 24 * 60,
    });
    const language = callerLanguage(request);
    await mailer.send({
      purpose: 'invitation',
      to: email,
      language,
      highlight: { link: pageLink(config, ACCOUNT_PAGES.invitation, token) },
      params: {
        inviter: nameIn(language, inviter.data),
        company: await companyNameIn(records, companyId, language),
        days: INVITATION_VALID_DAYS,
      },
    });
    return ok({ email, validDays: INVITATION_VALID_DAYS });
  });

  const invitationLink = { ...PUBLIC_ROUTE, schema: { params: CODE_IN_PATH } };
  app.get<{ Params: { code: string } }>('/invite/manager/:code', invitationLink, async (request) => {
    const link = await openLink(db, config.throttle, request, 'invitation', request.params.code);
    const inviter = await inviterOf(link);
    const language = callerLanguage(request);
    return ok<Invitation>({
      email: link.email,
      name: String(link.details.name ?? ''),
      accountType: String(link.details.accountType ?? ''),
      companyName: await companyNameIn(records, link.company_id, language),
      inviterName: nameIn(language, inviter.data),
    });
  });

  app.put<{ Body: Acceptance }>('/invite/manager/accept', acceptance, async (request) => {
    const { code, username, password, secondaryPassword } = request.body;
    const link = await openLink(db, config.throttle, request, 'invitation', code);
    // The account is created by its inviter, as he stands now: one who lost the right to create
    // accounts invites nobody.
    const inviter = await inviterOf(link);
    const created = await db.transaction(async (tx) => {
      if (!(await useLink(tx, link.id))) throw new BusinessError(AccountStatus.linkExpired);
      return service.within(tx).create(accounts, accountActor(inviter, config.region), {
        ...link.details,
        companyId: link.company_id,
        username: username.trim(),
        password,
        secondaryPassword,
      });
    });
    return ok({ username: created.username });
  });
};

export default invitationPlugin;
