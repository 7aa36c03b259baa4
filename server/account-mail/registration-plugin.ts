// Merchant registration (business spec §3, §5, §7 POST /register, GET /register/valid/{code}): the
// form asks for a six-digit code mailed to the address, then registers with it. The merchant is
// pending and its owner signs in once the platform approves it (server/auth/merchant-approval.ts).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { CODE_VALID_MINUTES, RESEND_AFTER_SECONDS, type Registered } from '../../protocol/account-mail';
import { Status } from '../../engine/protocol';
import {
  bodySchema,
  boundedString,
  BusinessError,
  ok,
  paramsSchema,
  PUBLIC_ROUTE,
} from '../../engine/server';
import { validateRecord } from '../../engine/schema';
import { accountResourceOf } from '../accounts/account-resource';
import { recordFailure } from '../auth/login-throttle';
import { findUserByUsername } from '../auth/user-record';
import { publicKeys, refuseWhileLocked } from '../auth/public-throttle';
import { callerLanguage } from '../caller-language';
import { CODE_IN_PATH, fieldRefusal } from './account-mail-options';
import { registerMerchant } from './register-merchant';
import {
  formProblems,
  inFormWords,
  MERCHANT_FIELDS,
  normalEmail,
  problemsOf,
  refuseProblems,
  registrationBody,
  type RegistrationBody,
} from './registration-fields';
import { checkCode, issueCode, spendCode } from './verification-codes';
import type { ModuleContext } from '../app-module';
import { EMAIL_LENGTH } from '../../protocol/text-lengths';

// The merchant's rules decide whether an address is required and well formed (emailOf).
const ADDRESS = boundedString(EMAIL_LENGTH, 'account:fields.email');

const registrationPlugin: FastifyPluginAsync<ModuleContext> = async (
  app,
  { db, schemas, service, config, mailer, accountSource },
) => {
  const merchants = schemas.byName.get('company');
  const accounts = accountResourceOf(schemas, 'companyManager');
  if (!merchants || !accounts) return;

  /** The address a call names, held to the merchant's email rules; refused on `email` otherwise. */
  const emailOf = (value: string | undefined): string => {
    const email = value === undefined ? undefined : normalEmail(value);
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

  const codeRequest = { ...PUBLIC_ROUTE, schema: { body: bodySchema({ email: ADDRESS }) } };
  app.post<{ Body: { email?: string } }>('/register/code', codeRequest, async (request) => {
    const email = emailOf(request.body.email);
    const keys = publicKeys('registrationCode', email, request.ip);
    await refuseWhileLocked(db, keys);
    const issued = await issueCode(db, email);
    if ('waitSeconds' in issued)
      throw fieldRefusal('email', 'account:errors.resendWait', { seconds: issued.waitSeconds });
    await recordFailure(db, keys, config.throttle);
    await mailer.send({
      purpose: 'registrationCode',
      to: email,
      language: callerLanguage(request),
      highlight: { code: issued.code },
      params: { minutes: CODE_VALID_MINUTES },
    });
    return ok({ resendAfterSeconds: RESEND_AFTER_SECONDS });
  });

  const codeCheck = {
    ...PUBLIC_ROUTE,
    schema: { params: CODE_IN_PATH, querystring: paramsSchema({ email: ADDRESS }) },
  };
  app.get<{ Params: { code: string }; Querystring: { email?: string } }>(
    '/register/valid/:code',
    codeCheck,
    async (request) => {
      const email = emailOf(request.query.email);
      await requireCode(request, email, request.params.code);
      return ok({ valid: true });
    },
  );

  const registration = { ...PUBLIC_ROUTE, schema: { body: registrationBody(merchants) } };
  app.post<{ Body: RegistrationBody }>('/register', registration, async (request) => {
    const body = request.body;
    const picked = MERCHANT_FIELDS.filter((name) => body[name] !== undefined);
    const merchant: Record<string, unknown> = Object.fromEntries(picked.map((name) => [name, body[name]]));
    if (body.email !== undefined) merchant.email = normalEmail(body.email);
    refuseProblems(formProblems(merchants, accounts, merchant, body));
    const email = merchant.email as string;
    await requireCode(request, email, body.code ?? '');
    // The address is the owner's username, unique across every account (not only the merchant's).
    if (await findUserByUsername(db, accountSource, email))
      throw new BusinessError(Status.duplicate, {}, [
        { field: 'email', key: 'validation:duplicate', label: 'account:fields.email' },
      ]);
    try {
      const registered = await registerMerchant(
        db,
        service,
        schemas,
        config.region,
        { merchant, email, password: body.password ?? '' },
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
