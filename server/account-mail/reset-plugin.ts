// Forgotten secrets (business spec §5, §7, §8): PUT /forgot/password mails a single-use link to
// /czmm that works for 30 minutes, GET /confirm/forgot/password/{code} tells the page whether it still
// works, PUT /reset/password sets the new password through it. The six-digit manager key of a
// company or store manager is reset the same way through /zcszmm.
import type { FastifyPluginAsync } from 'fastify';
import { ACCOUNT_PAGES, RESET_LINK_VALID_MINUTES } from '../../protocol/account-mail';
import { Status } from '../../engine/protocol';
import { AccountStatus } from '../../protocol/account-status';
import {
  bodySchema,
  boundedString,
  BusinessError,
  filledString,
  ok,
  PUBLIC_ROUTE,
} from '../../engine/server';
import { clearLock } from '../auth/account-lock';
import { burnLinks, createLink, useLink, type LinkPurpose } from '../auth/account-links';
import { recordFailure } from '../auth/login-throttle';
import { refuseWeakSecret, replaceOwnSecret, type SecretField } from '../auth/own-secret';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { revokeUserSessions } from '../auth/sessions';
import { findActiveUser, type AccountType } from '../auth/user-record';
import { callerLanguage } from '../caller-language';
import { CODE_IN_PATH, pageLink } from './account-mail-options';
import { openLink } from './open-link';
import { findRecipients, isMerchantAddress, type RecipientLookup } from './reset-recipients';
import type { ModuleContext } from '../app-module';
import { EMAIL_LENGTH, LINK_CODE_LENGTH, PASSWORD_LENGTH } from '../../protocol/text-lengths';

interface SecretReset {
  purpose: Extract<LinkPurpose, 'passwordReset' | 'managerKeyReset'>;
  field: SecretField;
  /** The calls: ask for a link, check one, set the secret through one. */
  forgot: string;
  confirm: string;
  reset: string;
  /** The page the mailed link opens. */
  page: string;
  /** The accounts that hold this secret. */
  holders: readonly AccountType[];
}

const RESETS: readonly SecretReset[] = [
  {
    purpose: 'passwordReset',
    field: 'password',
    forgot: '/forgot/password',
    confirm: '/confirm/forgot/password/:code',
    reset: '/reset/password',
    page: ACCOUNT_PAGES.resetPassword,
    holders: ['superAdmin', 'restaurantAdmin', 'companyManager', 'shopManager'],
  },
  {
    purpose: 'managerKeyReset',
    field: 'secondaryPassword',
    forgot: '/forgot/secondary/password',
    confirm: '/confirm/forgot/secondary/password/:code',
    reset: '/reset/secondary/password',
    page: ACCOUNT_PAGES.managerKey,
    holders: ['companyManager', 'shopManager'],
  },
];

interface LinkRequest {
  email?: string;
  username?: string;
}

interface SecretChange {
  code: string;
  newPassword: string;
}

const linkRequest = {
  body: bodySchema({
    email: boundedString(EMAIL_LENGTH, 'account:fields.email'),
    username: boundedString(EMAIL_LENGTH, 'account:fields.username'),
  }),
};
const secretChange = {
  body: bodySchema({ code: filledString(LINK_CODE_LENGTH), newPassword: filledString(PASSWORD_LENGTH) }, [
    'code',
    'newPassword',
  ]),
};

/** `{email}` or `{username}`; neither is refused on `email`, the form's one field. */
function lookupOf({ email = '', username = '' }: LinkRequest): RecipientLookup {
  if (email.trim() !== '') return { email: email.trim() };
  if (username.trim() !== '') return { username: username.trim() };
  throw new BusinessError(Status.invalidInput, {}, [
    { field: 'email', key: 'validation:required', label: 'account:fields.emailOrUsername' },
  ]);
}

const resetPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, records, config, mailer, accountSource },
) => {
  for (const reset of RESETS) {
    // The answer is the same whether or not an account matched, so nobody learns which exist; only
    // a merchant's own address without an account is told so (business spec §5).
    app.put<{ Body: LinkRequest }>(
      reset.forgot,
      { ...PUBLIC_ROUTE, schema: linkRequest },
      async (request) => {
        const lookup = lookupOf(request.body);
        const keys = publicKeys(
          reset.purpose,
          'email' in lookup ? lookup.email : lookup.username,
          request.ip,
        );
        await refuseWhileLocked(db, keys);
        await recordFailure(db, keys, config.throttle);
        const recipients = await findRecipients(records, schemas, lookup, reset.holders);
        if (recipients.length === 0 && 'email' in lookup && (await isMerchantAddress(records, lookup.email)))
          throw new BusinessError(AccountStatus.noBoundAccount);
        const language = callerLanguage(request);
        for (const recipient of recipients) {
          const token = await createLink(db, {
            purpose: reset.purpose,
            email: recipient.email,
            userId: recipient.id,
            validMinutes: RESET_LINK_VALID_MINUTES,
          });
          await mailer.send({
            purpose: reset.purpose,
            to: recipient.email,
            language,
            highlight: { link: pageLink(config, reset.page, token) },
            params: { username: recipient.username, minutes: RESET_LINK_VALID_MINUTES },
          });
        }
        return ok(null);
      },
    );

    /** The account a live link resets; "expired" when the link or the account is gone. */
    const accountOf = async (request: { ip: string }, code: string) => {
      const link = await openLink(db, config.throttle, request, reset.purpose, code);
      const account =
        link.user_id === null ? undefined : await findActiveUser(db, accountSource, link.user_id);
      if (!account) throw new BusinessError(AccountStatus.linkExpired);
      return { link, account };
    };

    const confirmCall = { ...PUBLIC_ROUTE, schema: { params: CODE_IN_PATH } };
    app.get<{ Params: { code: string } }>(reset.confirm, confirmCall, async (request) => {
      const { account } = await accountOf(request, request.params.code);
      return ok({ username: account.data.username });
    });

    app.put<{ Body: SecretChange }>(
      reset.reset,
      { ...PUBLIC_ROUTE, schema: secretChange },
      async (request) => {
        const { code, newPassword } = request.body;
        refuseWeakSecret(reset.field, newPassword);
        const { link, account } = await accountOf(request, code);
        await db.transaction(async (tx) => {
          if (!(await useLink(tx, link.id))) throw new BusinessError(AccountStatus.linkExpired);
          await burnLinks(tx, reset.purpose, account.id);
          await replaceOwnSecret(service.within(tx), config.region, account, reset.field, newPassword);
          if (reset.field === 'password') {
            // Whoever knew the old password is signed out everywhere; the wrong tries it collected
            // (the ten-in-a-row lock) belonged to the old password too.
            await revokeUserSessions(tx, account.id);
            await clearLock(tx, account.id);
          }
        });
        return ok(null);
      },
    );
  }
};

export default resetPlugin;
