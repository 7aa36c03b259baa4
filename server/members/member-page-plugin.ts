// The member's own page, its calls (issue 23 item 6, docs/api.md "The member's own page"): which ways
// of signing in his company opens; his sign-in with his company's subdomain, his email and his
// password (the mailed code's is member-code-plugin.ts), throttled as the staff's sign-in is
// (member-sign-in-route.ts); then, with the token he was given (member-page-auth.ts), his card,
// his two histories and his coupons, the same rows the staff's detail lists show (member-history.ts,
// held-coupons.ts), and his sign-out. Everything acts as him alone, never as staff.
import type { FastifyPluginAsync } from 'fastify';
import {
  bodySchema,
  filledString,
  ok,
  PAGING_PROPERTIES,
  pageOf,
  paramsSchema,
  PUBLIC_ROUTE,
} from '../../engine/server';
import type {
  MemberCard,
  MemberSignIn,
  MemberSignInBody,
  MemberSignInMethods,
} from '../../protocol/member-page';
import { PASSWORD_LENGTH } from '../../protocol/text-lengths';
import type { ModuleContext } from '../app-module';
import { callerLanguage } from '../caller-language';
import { HELD_COUPON_FILTERS } from '../../protocol/held-coupons';
import { heldCoupons } from './held-coupons';
import { memberCard } from './member-card';
import { memberHistory } from './member-history';
import { memberAuth, MEMBER_ROUTE } from './member-page-auth';
import { endMemberSession } from './member-sessions';
import { signedInMember, signInMethodsAt } from './member-sign-in';
import { answerSignIn, MEMBER_ADDRESS_PROPERTIES } from './member-sign-in-route';

const SIGN_IN_BODY = bodySchema(
  { ...MEMBER_ADDRESS_PROPERTIES, password: filledString(PASSWORD_LENGTH, 'members:fields.password') },
  ['company', 'email', 'password'],
);

// A subdomain as schemas/companies company.json spells one, in either case (it is found caseless).
const SUBDOMAIN = {
  ...MEMBER_ADDRESS_PROPERTIES.company,
  pattern: '^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$',
};
const METHODS_QUERY = paramsSchema({ company: SUBDOMAIN }, ['company']);

const HISTORY_BODY = bodySchema(PAGING_PROPERTIES);
const COUPONS_BODY = bodySchema({
  ...PAGING_PROPERTIES,
  filter: { type: 'string', enum: [...HELD_COUPON_FILTERS], title: 'fields:filter' },
});

const memberPagePlugin: FastifyPluginAsync<ModuleContext> = async (app, { db, records, config }) => {
  const members = memberAuth(db, records);
  const route = { ...MEMBER_ROUTE, preValidation: members.authenticate };

  // The same answer, an empty list, for an unknown company as for a closed one.
  app.get<{ Querystring: { company: string } }>(
    '/member-page/sign-in-methods',
    { ...PUBLIC_ROUTE, schema: { querystring: METHODS_QUERY } },
    async (request) =>
      ok<MemberSignInMethods>({ methods: await signInMethodsAt(records, request.query.company) }),
  );

  app.post<{ Body: MemberSignInBody }>(
    '/member-page/sign-in',
    { ...PUBLIC_ROUTE, schema: { body: SIGN_IN_BODY } },
    async (request) =>
      ok<MemberSignIn>(
        await answerSignIn(db, records, config.throttle, {
          request,
          refusal: 'members:memberPage.badCredentials',
          find: () => signedInMember(db, records, request.body),
        }),
      ),
  );

  app.post('/member-page/sign-out', { ...route, schema: { body: bodySchema({}) } }, async (request) => {
    await endMemberSession(db, members.of(request).session.sessionId);
    return ok(null);
  });

  app.get('/member-page/card', route, async (request) =>
    ok<MemberCard>(await memberCard(db, records, members.of(request).member, callerLanguage(request))),
  );

  for (const account of ['balance', 'points'] as const) {
    const history = memberHistory(records, account);
    app.put(
      `/member-page/history/${account}`,
      { ...route, schema: { body: HISTORY_BODY } },
      async (request) => {
        const { member } = members.of(request);
        const page = await history(db, {
          record: member,
          companyId: member.companyId as number,
          ...pageOf(request.body as Record<string, unknown>),
          filter: undefined,
        });
        return ok(page.rows, page.total);
      },
    );
  }

  // His coupons as the staff's detail lists them: the provider reads no more of him than his id.
  const coupons = heldCoupons(records);
  app.put<{ Body: { filter?: string; pageNumber?: number; pageSize?: number } }>(
    '/member-page/coupons',
    { ...route, schema: { body: COUPONS_BODY } },
    async (request) => {
      const { session } = members.of(request);
      const page = await coupons(db, {
        record: { id: session.memberId },
        companyId: session.companyId,
        ...pageOf(request.body),
        filter: request.body.filter,
      });
      return ok(page.rows, page.total);
    },
  );
};

export default memberPagePlugin;
