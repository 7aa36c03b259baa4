// Merchant registration (business spec §3, §5, §7 POST /register, GET /register/valid/{code}): the
// form asks for a six-digit code mailed to the address, then registers with it. The merchant is
// pending and its owner signs in once the platform approves it (server/auth/merchant-approval.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CODE_VALID_MINUTES,
  RESEND_AFTER_SECONDS,
  type Registered,
} from '../../engine/protocol/account-mail';
import { Status } from '../../engine/protocol/status';
import { BusinessError } from '../../engine/server/business-error';
import { ok } from '../../engine/server/envelope';
import { objectBody } from '../../engine/server/require-fields';
import { validateRecord } from '../../engine/schema/record-validation';
import { accountResourceOf } from '../accounts/account-resource';
import { recordFailure } from '../auth/login-throttle';
import { findUserByUsername } from '../auth/user-record';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { mailLanguage } from '../mail/mail-language';
import { fieldRefusal, PUBLIC_ROUTE, type AccountMailOptions } from './account-mail-options';
import { registerMerchant } from './register-merchant';
import {
  formProblems,
  inFormWords,
  MERCHANT_FIELDS,
  normalEmail,
  problemsOf,
  refuseProblems,
} from './registration-fields';
import { checkCode, issueCode, spendCode } from './verification-codes';

const registrationPlugin: FastifyPluginAsync<AccountMailOptions> = async (
  app,
  { db, schemas, config, mailer },
) => {
  const merchants = schemas.byName.get('company');
  const accounts = accountResourceOf(schemas, 'companyManager');
  if (!merchants || !accounts) return;

  /** The address a call names, held to the merchant's email rules; refused on `email` otherwise. */
  const emailOf = (value: unknown): string => {
    const email = typeof value === 'string' ? normalEmail(value) : value;
    refuseProblems(problemsOf(validateRecord(merchants, { email }, ['email']).problems, ['email']));
    return email as string;
  };

  /** Passes when `code` is the address's live code; a wrong one counts against the caller. */
  const requireCode = async (request: FastifyRequest, email: string, code: string): Promise<void> => {
    const keys = publicKeys('registrationCheck', email, request.ip);
    await refuseWhileLocked(db, keys);
    const check = await checkCode(db, email, code.trim());
    if (check === 'valid') return;
    await recordFailure(db, keys, config.throttle);
    throw fieldRefusal(
      'code',
      check === 'expired' ? 'account:errors.codeExpired' : 'account:errors.codeWrong',
    );
  };

  app.post('/register/code', PUBLIC_ROUTE, async (request) => {
    const email = emailOf(objectBody(request.body).email);
    const keys = publicKeys('registrationCode', email, request.ip);
    await refuseWhileLocked(db, keys);
    const issued = await issueCode(db, email);
    if ('waitSeconds' in issued)
      throw fieldRefusal('email', 'account:errors.resendWait', { seconds: issued.waitSeconds });
    await recordFailure(db, keys, config.throttle);
    await mailer.send({
      purpose: 'registrationCode',
      to: email,
      language: mailLanguage(request),
      highlight: { code: issued.code },
      params: { minutes: CODE_VALID_MINUTES },
    });
    return ok({ resendAfterSeconds: RESEND_AFTER_SECONDS });
  });

  app.get('/register/valid/:code', PUBLIC_ROUTE, async (request) => {
    const email = emailOf((request.query as { email?: unknown }).email);
    await requireCode(request, email, (request.params as { code: string }).code);
    return ok({ valid: true });
  });

  app.post('/register', PUBLIC_ROUTE, async (request) => {
    const body = objectBody(request.body);
    const picked = MERCHANT_FIELDS.filter((name) => body[name] !== undefined);
    const merchant: Record<string, unknown> = Object.fromEntries(picked.map((name) => [name, body[name]]));
    if (typeof merchant.email === 'string') merchant.email = normalEmail(merchant.email);
    refuseProblems(formProblems(merchants, accounts, merchant, body));
    const email = merchant.email as string;
    await requireCode(request, email, body.code as string);
    // The address is the owner's username, unique across every account (not only the merchant's).
    if (await findUserByUsername(db, email))
      throw new BusinessError(Status.duplicate, {}, [
        { field: 'email', key: 'validation:duplicate', label: 'account:fields.email' },
      ]);
    try {
      const registered = await registerMerchant(
        db,
        schemas,
        config.region,
        { merchant, email, password: body.password as string },
        (tx) => spendCode(tx, email),
      );
      return ok<Registered>(registered);
    } catch (error) {
      // The engine names the owner's username where the form has the email.
      if (error instanceof BusinessError)
        throw new BusinessError(error.entry, error.params, inFormWords(error.fields), error.headers);
      throw error;
    }
  });
};

export default registrationPlugin;
