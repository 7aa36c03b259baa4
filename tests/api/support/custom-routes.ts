// How the authorization matrix calls the routes that are not a declared resource's: with what URL
// and body, and what the handler holds a caller to beyond the route's declared access (his reach,
// his account's kind). Who may call each is the route's own declaration, read from the running app
// and weighed by the model (authorization-model.ts `grants`). A signed-in route missing here fails
// the matrix.
import type { ApiHarness } from './api-harness';
import { PosStatus } from '../../../protocol/pos-status';
import { queuesOfShop, queueShop } from '../../../server/queues/queue-setup';
import { takeNumber } from '../../../server/queues/take-number';
import { holds, type Role } from './authorization-model';
import type { DemoTenants } from './tenants';

export interface MatrixContext {
  tenants: DemoTenants;
  api: ApiHarness;
}

export interface CustomRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The URL called; `path` is the route's pattern when the URL fills a parameter. */
  url: string;
  path?: string;
  body?: (context: MatrixContext) => object | Promise<object>;
  /**
   * What the handler holds a caller to beyond the declared access, from the data the call names:
   * his reach (another company's record is not found), his account's kind. Everyone by default.
   */
  narrowedTo?: (role: Role) => boolean;
  /** Statuses that mean the call went through (default: 0). */
  through?: number[];
  /** Statuses that mean it was refused (default: 3). */
  refusals?: number[];
  /** The answer is a stream of events when let through (status 0 then), an envelope when refused. */
  stream?: true;
}

/** Company managers, the owners: whatever their permission type holds (hk.nobody holds nothing). */
const owners = (role: Role) => ['hk.owner', 'kowloon.owner', 'hk.nobody'].includes(role.username);
const idOf = async ({ api }: MatrixContext, username: string) =>
  (await api.db.query<{ id: number }>(`SELECT id FROM res_user WHERE data->>'username' = $1`, [username]))
    .rows[0]?.id;
/** The id of the row `find` answers, or of the one `make` inserts when there is none yet. */
const foundOrMade = async ({ api }: MatrixContext, find: string, make: string, params: unknown[]) => {
  const found = await api.db.query<{ id: number }>(find, params);
  return (found.rows[0] ?? (await api.db.query<{ id: number }>(make, params)).rows[0])?.id;
};
/** The matrix's point-of-sale device at the Central branch (Harbour Island), made on first use. */
const centralDevice = async (context: MatrixContext) => ({
  id: await foundOrMade(
    context,
    `SELECT id FROM res_pos_device WHERE company_id = $1 AND shop_id = $2 AND data->>'name' = 'Matrix POS' AND deleted_at IS NULL`,
    `INSERT INTO res_pos_device (company_id, shop_id, data) VALUES ($1, $2, '{"name": "Matrix POS"}') RETURNING id`,
    [context.tenants.hk, context.tenants.central],
  ),
});
/** The matrix's member of Harbour Island, made on first use. */
const matrixMember = (context: MatrixContext) =>
  foundOrMade(
    context,
    `SELECT id FROM res_member WHERE company_id = $1 AND data->>'nickname' = 'Matrix member'`,
    `INSERT INTO res_member (company_id, data) VALUES ($1, '{"nickname": "Matrix member"}') RETURNING id`,
    [context.tenants.hk],
  );
/** The matrix's top-up option of Harbour Island (a plain HK$10), made on first use. */
const matrixTopUpOption = (context: MatrixContext) =>
  foundOrMade(
    context,
    `SELECT id FROM res_top_up_option WHERE company_id = $1 AND data->>'name' = 'Matrix top-up'`,
    `INSERT INTO res_top_up_option (company_id, data) VALUES ($1, '{"name": "Matrix top-up", "amount": 1000,
       "monetaryReward": 0, "pointReward": 0, "couponReward": false, "status": "enabled"}') RETURNING id`,
    [context.tenants.hk],
  );
/** Who reaches the Central branch (Harbour Island): Harbour Island's roles, and the platform's. */
const reachesCentral = (role: Role) => role.platform || role.username.startsWith('hk.');
/** The point of sale's own calls: no session gets through, only a device's key (pos-ingest.test.ts). */
const posDeviceCall = (url: string, body: object): CustomRoute => ({
  method: 'POST',
  url,
  body: ({ tenants }) => ({ shopId: tenants.central, ...body }),
  refusals: [PosStatus.posKeyRefused.code],
});
/** The shop's pickup screen, by a token nobody holds: "not found" for all, then the address waits. */
const displayScreen = (suffix: string): CustomRoute => ({
  method: 'GET',
  url: `/pro-api/public/display/matrix-token-nobody-holds${suffix}`,
  path: `/pro-api/public/display/:token${suffix}`,
  through: [2, 429],
});

/** A guest's booking page, by a token nobody holds: "not found" (or its input refused) for all, then the address waits. */
const bookingPage = (
  method: 'GET' | 'POST',
  suffix: string,
  token = 'matrix-token-nobody-holds',
): CustomRoute => ({
  method,
  url: `/pro-api/public/booking/${token}${suffix}`,
  path: `/pro-api/public/booking/${token.startsWith('guest/') ? 'guest/:guestToken' : ':token'}${suffix.replace(/\?.*$/, '')}`,
  through: [1, 2, 429],
});

/** A fresh waiting number at the Central branch, issued as a walk-in's. */
const centralTicket = async ({ api, tenants }: MatrixContext) => {
  const shop = await queueShop(api.records, tenants.central, api.config.timeZone);
  if (!shop) throw new Error('the Central branch is missing');
  const queues = await queuesOfShop(api.records, tenants.central);
  const { ticket } = await takeNumber(api.db, shop, queues, 'staff', { people: 2 }, null);
  return { id: ticket.id };
};
/** A staff action on a Central number: another company's manager is told it does not exist. */
const ticketAction = (action: string): CustomRoute => ({
  method: 'PUT',
  url: `/pro-api/queue/ticket/${action}`,
  body: centralTicket,
  narrowedTo: reachesCentral,
  refusals: [2, 3],
});

/** A fresh waiting customer feedback at the Central branch, as its point of sale sends one. */
let customerFeedbackSerial = 0;
const centralFeedback = async ({ api, tenants }: MatrixContext) => {
  customerFeedbackSerial += 1;
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO customer_feedback (company_id, shop_id, pos_feedback_id, channel, score, left_at, business_date, pos_updated_at)
     VALUES ($1, $2, $3, 'qrOrdering', 3, now(), current_date, now()) RETURNING id::int AS id`,
    [tenants.hk, tenants.central, `matrix-${customerFeedbackSerial}`],
  );
  return { id: rows[0]?.id };
};
/** The merchant's answer to a Central feedback: another company's manager is told it does not exist. */
const feedbackAnswer = (action: string): CustomRoute => ({
  method: 'PUT',
  url: `/pro-api/feedback/customer/${action}`,
  body: async (context) => ({
    ...(await centralFeedback(context)),
    ...(action === 'reply' ? { reply: 'Thank you' } : {}),
  }),
  narrowedTo: reachesCentral,
  refusals: [2, 3],
});

/** A guest's reply-less comment on the Central branch (or one of its dishes), as his page writes one. */
const commentReply = (resource: 'branchComment' | 'dishComboComment', endpoint: string): CustomRoute => ({
  method: 'PUT',
  url: `/pro-api${endpoint}/reply`,
  body: async ({ api, tenants }) => {
    const dish =
      resource === 'dishComboComment' ? { targetType: 'dish', targetId: 1, targetName: 'Matrix dish' } : {};
    const comment = await api.records.create(resource, {
      companyId: tenants.hk,
      shopId: tenants.central,
      channel: 'memberPage',
      rating: 4,
      commentedAt: '2026-03-02T14:00:00+08:00',
      ...dish,
    });
    return { id: comment.id, reply: 'Thank you' };
  },
  // Another company's manager is told the comment does not exist.
  narrowedTo: reachesCentral,
  refusals: [2, 3],
});

/** The routes an upload takes: multipart only, so a JSON body is refused as a body, never as a caller. */
const upload = (url: string, path = url): CustomRoute => ({
  method: 'POST',
  url,
  path,
  through: [1, 400, 406, 415],
});

// Listed in the order they are called; signing out comes last, as it ends the sessions used.
export const CUSTOM_ROUTES: CustomRoute[] = [
  { method: 'GET', url: '/pro-api/user/info' },
  { method: 'GET', url: '/pro-api/system/config' },
  { method: 'GET', url: '/pro-api/img/upload' },
  { method: 'GET', url: '/pro-api/schema/navigation' },
  { method: 'GET', url: '/pro-api/schema/privileges' },
  {
    method: 'GET',
    url: '/pro-api/schema/resource/user',
    path: '/pro-api/schema/resource/:name',
  },
  { method: 'PUT', url: '/pro-api/user/preference', body: () => ({ key: 'matrix' }) },
  {
    method: 'POST',
    url: '/pro-api/user/preference',
    body: () => ({ key: 'matrix', value: 1 }),
  },
  {
    method: 'PUT',
    url: '/pro-api/user/update/password',
    // Everyone may change his own password; the wrong old one proves the call was weighed, not refused.
    body: () => ({ oldPassword: 'not-the-password', newPassword: 'a-new-password-1' }),
    through: [1],
  },
  {
    method: 'PUT',
    url: '/pro-api/user/update/secondary/password',
    body: () => ({ newPassword: '12' }),
    // Only a store manager holds a manager key.
    narrowedTo: (role) => role.username === 'hk.central',
    through: [1],
  },
  {
    method: 'PUT',
    url: '/pro-api/unlock/user',
    body: async (context) => ({ id: await idOf(context, 'kowloon.mk') }),
    // The account is Kowloon's: the platform and Kowloon's owner reach it.
    narrowedTo: (role) => role.platform || role.username === 'kowloon.owner',
    refusals: [2, 3],
  },
  {
    method: 'PUT',
    url: '/pro-api/manager/key/verify',
    body: ({ tenants }) => ({ shopId: tenants.central, key: '000000' }),
    // Any account that reaches the Central branch (the POS asks as the branch's own accounts).
    narrowedTo: reachesCentral,
    through: [0, 429],
    refusals: [2],
  },
  {
    method: 'PUT',
    url: '/pro-api/user/company/mapping',
    body: async (context) => ({ userId: await idOf(context, 'platform') }),
  },
  {
    method: 'POST',
    url: '/pro-api/user/company/mapping',
    body: async (context) => ({ userId: await idOf(context, 'platform'), companyId: context.tenants.hk }),
  },
  {
    method: 'DELETE',
    url: '/pro-api/user/company/mapping',
    body: async (context) => ({ userId: await idOf(context, 'platform'), companyId: 999_999 }),
  },
  { method: 'PUT', url: '/pro-api/company/user' },
  { method: 'PUT', url: '/pro-api/shop/user' },
  { method: 'GET', url: '/pro-api/user/user' },
  { method: 'PUT', url: '/pro-api/find/user/push/message' },
  upload('/pro-api/img/upload/3000', '/pro-api/img/upload/:size'),
  upload('/pro-api/convert/upload/img/3000', '/pro-api/convert/upload/img/:size'),
  upload('/pro-api/media/upload'),
  upload('/pro-api/video/upload'),
  {
    method: 'POST',
    url: '/pro-api/manager/user',
    body: async ({ api, tenants }) => ({
      email: 'matrix.invitee@example.com',
      name: 'Matrix invitee',
      accountType: 'companyManager',
      companyId: tenants.hk,
      privilegeMappingId: (
        await api.db.query<{ id: number }>(
          'SELECT id FROM res_privilege_mapping WHERE company_id = $1 ORDER BY id LIMIT 1',
          [tenants.hk],
        )
      ).rows[0]?.id,
    }),
    // An invitation is checked as the account it makes, into Harbour Island.
    narrowedTo: (role) => role.platform || role.username.startsWith('hk.'),
  },
  { method: 'PUT', url: '/pro-api/mail/outbox' },
  {
    method: 'POST',
    url: '/pro-api/setup/finish',
    body: () => ({ shop: {}, operationModes: {}, printer: null, category: {} }),
    // A merchant's own company manager reaches the setup; the demo merchants' is already finished.
    narrowedTo: owners,
    through: [8],
  },
  {
    method: 'POST',
    url: '/pro-api/pos/authorization/start',
    body: () => ({ provider: 'clover' }),
    narrowedTo: owners,
    // The matrix's server has no Clover app id: past the caller's check, an owner is told so on `provider`.
    through: [0, 1],
  },
  { method: 'GET', url: '/pro-api/pos/authorization', narrowedTo: owners },
  {
    method: 'GET',
    url: '/pro-api/jobs',
    // Anyone signed in lists the download tasks he reaches (download-tasks.test.ts proves the scoping).
  },
  {
    method: 'GET',
    url: '/pro-api/jobs/00000000-0000-4000-8000-000000000000',
    path: '/pro-api/jobs/:id',
    // Any signed-in caller may ask; a job he does not reach is "not found" like one that never was
    // (background-jobs.test.ts proves the scoping with real jobs).
    through: [2],
  },
  {
    method: 'GET',
    url: '/pro-api/jobs/00000000-0000-4000-8000-000000000000/file',
    path: '/pro-api/jobs/:id/file',
    // As the job itself: one the caller does not reach is "not found" (sales-records.test.ts
    // downloads a real export and proves the kind's privilege).
    through: [2],
  },
  {
    method: 'GET',
    url: '/pro-api/coupon/sheet/2147483647',
    path: '/pro-api/coupon/sheet/:id',
    // Whoever reads coupons is told a coupon he does not reach does not exist (payments-coupon-
    // generation.test.ts downloads real sheets); anyone else is refused first.
    through: [2],
  },
  {
    method: 'POST',
    url: '/pro-api/pos/authorization/result',
    body: () => ({ state: 'not-a-state-anyone-was-issued', merchant_id: 'MATRIX' }),
    // Public, as the provider's return is: a state nobody was issued is weighed and refused on
    // `state`; after five such tries the address waits, as for dead mailed links.
    through: [1, 429],
  },
  {
    method: 'PUT',
    url: '/pro-api/pos/device/key',
    body: centralDevice,
    // Another company's manager is told the device does not exist; a caller without the privilege, no.
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'PUT',
    url: '/pro-api/pos/device/key/revoke',
    body: centralDevice,
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'PUT',
    url: '/pro-api/reservation/booking/url/recreate',
    // Tsim Sha Tsui takes bookings in the demo: its settings are saved, so its URL exists.
    body: async ({ api }) => ({
      shopId: (
        await api.db.query<{ id: number }>(`SELECT id FROM res_shop WHERE data->>'name_en' = 'Tsim Sha Tsui'`)
      ).rows[0]?.id,
    }),
    // The shop is Kowloon's: the platform and Kowloon's owner reach it.
    narrowedTo: (role) => role.platform || role.username === 'kowloon.owner',
  },
  posDeviceCall('/pro-api/pos/orders', { orders: [{}] }),
  posDeviceCall('/pro-api/pos/clock-events', { events: [{}] }),
  posDeviceCall('/pro-api/pos/feedback', { feedback: [{}] }),
  posDeviceCall('/pro-api/pos/comments', { comments: [{}] }),
  posDeviceCall('/pro-api/pos/members/lookup', { memberId: 1 }),
  posDeviceCall('/pro-api/pos/members/redeem', {
    memberId: 1,
    amount: 100,
    orderType: 'dineIn',
    orderId: 'matrix',
    key: 'matrix',
  }),
  posDeviceCall('/pro-api/pos/members/redeem/refund', { redemptionKey: 'matrix', key: 'matrix-back' }),
  posDeviceCall('/pro-api/pos/members/coupons', { memberId: 1 }),
  posDeviceCall('/pro-api/pos/members/coupons/use', { heldCouponId: 1, orderId: 'matrix', key: 'matrix' }),
  posDeviceCall('/pro-api/pos/members/coupons/use/refund', { useKey: 'matrix' }),
  posDeviceCall('/pro-api/pos/members/topUp', { memberId: 1, optionId: 1, key: 'matrix' }),
  {
    method: 'POST',
    url: '/pro-api/pos/pickup',
    body: ({ tenants }) => ({ shopId: tenants.central, number: 'M001', status: 'ready' }),
    // A till's call by its key alone (pickup-display.test.ts): no session gets through.
    refusals: [PosStatus.posKeyRefused.code],
  },
  {
    method: 'PUT',
    url: '/pro-api/display/pickup',
    body: ({ tenants }) => ({ shopId: tenants.central }),
    narrowedTo: reachesCentral,
  },
  {
    method: 'POST',
    url: '/pro-api/display/pickup',
    // Collecting a number not on the board changes nothing, whoever may call.
    body: ({ tenants }) => ({ shopId: tenants.central, number: 'M001', status: 'collected' }),
    narrowedTo: reachesCentral,
  },
  {
    method: 'PUT',
    url: '/pro-api/display/settings/token',
    body: ({ tenants }) => ({ shopId: tenants.central }),
    narrowedTo: reachesCentral,
  },
  {
    method: 'POST',
    url: '/pro-api/member/adjustment',
    // Every caller let through sends the same edit with the same key: the first posts, the rest replay it.
    body: async (context) => ({
      id: await matrixMember(context),
      holding: 'points',
      amount: 5,
      reason: 'matrix',
      key: 'matrix-adjustment',
    }),
    // Harbour Island's members: the roles that reach its Central branch reach them; to others he is not found.
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/member/store/redeem',
    // The demo's points store is switched off: a caller let through is told so (status 1) and nothing
    // moves; another company's caller finds no member.
    body: async (context) => ({
      id: await matrixMember(context),
      kind: 'item',
      entryId: 1,
      key: 'matrix-store',
    }),
    narrowedTo: reachesCentral,
    through: [1],
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/member/topUp',
    // Every caller let through sends the same top-up with the same key: the first tops up, the rest replay it.
    body: async (context) => ({
      id: await matrixMember(context),
      optionId: await matrixTopUpOption(context),
      key: 'matrix-top-up',
    }),
    // Harbour Island's members: the roles that reach its Central branch reach them; to others he is not found.
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/member/consent',
    // Every caller let through records the same consent: the first writes it, the rest change nothing.
    body: async (context) => ({
      id: await matrixMember(context),
      channel: 'email',
      granted: true,
      how: 'staff',
      key: 'matrix-consent',
    }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/member/vip/renew',
    // The demo prices no VIP and the matrix member has no balance: a caller let through is told so
    // (status 1 without a price, 9 with too little balance), and nothing moves.
    body: async (context) => ({ id: await matrixMember(context), key: 'matrix-vip-renewal' }),
    narrowedTo: reachesCentral,
    through: [1, 9],
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/member/vip/suspend',
    // The matrix member is no VIP: a caller let through is told nothing changed.
    body: async (context) => ({ id: await matrixMember(context) }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/event/enrolment/cancel',
    // One of Harbour Island's demo events, which the matrix member never signed up for: a caller let
    // through is told so (status 1) and nothing moves; another company's caller finds no event.
    body: async (context) => ({
      id: (
        await context.api.db.query<{ id: number }>(
          'SELECT id FROM res_event WHERE company_id = $1 ORDER BY id LIMIT 1',
          [context.tenants.hk],
        )
      ).rows[0]?.id,
      memberId: await matrixMember(context),
    }),
    narrowedTo: reachesCentral,
    through: [1],
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/marketing/emailTemplate/preview',
    // Unsaved text for Harbour Island's member: nothing is stored; to another company's caller he is not found.
    body: async (context) => ({
      memberId: await matrixMember(context),
      subject: 'Hi',
      content: '<p>{{ name }}</p>',
    }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  // A draft task of Harbour Island's: its count and cost, and its preview mailed (kept in the outbox).
  {
    method: 'POST',
    url: '/pro-api/marketing/task/estimate',
    body: ({ tenants }) => ({ companyId: tenants.hk, channels: ['email'], content: 'Hi' }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'POST',
    url: '/pro-api/marketing/task/preview',
    body: ({ tenants }) => ({
      companyId: tenants.hk,
      channels: ['email'],
      subject: 'Hi',
      content: 'Hi {{ name }}',
      email: 'matrix.preview@example.com',
    }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  // Harbour Island's credits: its roles and the platform's reach them; to others the company is not found.
  {
    method: 'PUT',
    url: '/pro-api/member/credits',
    body: ({ tenants }) => ({ companyId: tenants.hk }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  {
    method: 'PUT',
    url: '/pro-api/member/credits/history',
    body: ({ tenants }) => ({ companyId: tenants.hk, channel: 'sms' }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  },
  // Harbour Island's marketing history: its page's holders who reach it; to others the company is not found.
  ...['', '/daily', '/export'].map((call): CustomRoute => ({
    method: 'PUT',
    url: `/pro-api/marketing/history${call}`,
    body: ({ tenants }) => ({ companyId: tenants.hk, from: '2026-03-01', to: '2026-03-07' }),
    narrowedTo: reachesCentral,
    refusals: [2, 3],
  })),
  {
    method: 'POST',
    url: '/pro-api/member/credits/top-up',
    // The platform's alone; each let through sends the same top-up and key: the first posts, the rest replay it.
    body: ({ tenants }) => ({
      companyId: tenants.hk,
      channel: 'sms',
      credits: 5,
      reason: 'matrix',
      key: 'matrix-credits',
    }),
  },
  displayScreen(''),
  displayScreen('/live'),
  {
    method: 'PUT',
    url: '/pro-api/report/sales_report',
    path: '/pro-api/report/:name',
    body: () => ({ from: '2026-03-01', to: '2026-03-07' }),
    // A report is its page's, each caller over his own reach (home's report is everyone's;
    // reports.test.ts proves both and the scoping with real orders).
  },
  {
    method: 'PUT',
    url: '/pro-api/report/sales_report/export',
    path: '/pro-api/report/:name/export',
    // Days in the wrong order: whoever holds the key is told so (status 1, an envelope, where a good
    // question would answer a file), anyone else is refused first. report-export.test.ts reads files.
    body: () => ({ from: '2026-03-07', to: '2026-03-01' }),
    through: [1],
  },
  {
    method: 'PUT',
    url: '/pro-api/sales/record',
    body: () => ({ from: '2026-03-01', to: '2026-03-07' }),
    // The records' page, each over his own reach (sales-records.test.ts proves the scoping).
  },
  {
    method: 'PUT',
    url: '/pro-api/feedback/customer',
    body: () => ({ from: '2026-03-01', to: '2026-03-07' }),
    // The feedback's page, each over his own reach (tests/api/feedback proves the scoping).
  },
  {
    method: 'PUT',
    url: '/pro-api/feedback/customer/export',
    body: () => ({ from: '2026-03-01', to: '2026-03-07' }),
    // Past the page, the platform level is asked to pick one company's branches, on `shopIds`.
    through: [0, 1],
  },
  feedbackAnswer('reply'),
  feedbackAnswer('finish'),
  commentReply('branchComment', '/comment/branch'),
  commentReply('dishComboComment', '/comment/dishCombo'),
  {
    method: 'PUT',
    url: '/pro-api/sales/record/export',
    body: () => ({ from: '2026-03-01', to: '2026-03-07' }),
    // Past the page, the platform level is asked to pick one company's branches, on `shopIds`.
    through: [0, 1],
  },
  {
    method: 'GET',
    url: '/pro-api/live?topics=reservation',
    path: '/pro-api/live',
    // Each topic asked for is weighed against what the caller may hear: the reservations' list.
    narrowedTo: (role) => holds(role, 'reservation_list'),
    stream: true,
  },
  bookingPage('GET', ''),
  bookingPage('GET', '/slots?date=2030-01-01&people=2'),
  bookingPage('POST', ''),
  bookingPage('GET', '', 'guest/matrix-guest-token-nobody-holds'),
  bookingPage('GET', '/live', 'guest/matrix-guest-token-nobody-holds'),
  bookingPage('POST', '/cancel', 'guest/matrix-guest-token-nobody-holds'),
  {
    method: 'PUT',
    url: '/pro-api/queue/board',
    body: ({ tenants }) => ({ shopId: tenants.central }),
    // Over the caller's shops (queues.test.ts proves the scoping).
    narrowedTo: reachesCentral,
  },
  {
    method: 'POST',
    url: '/pro-api/queue/ticket',
    body: ({ tenants }) => ({ shopId: tenants.central, people: 2 }),
    narrowedTo: reachesCentral,
  },
  ticketAction('call'),
  ticketAction('seat'),
  ticketAction('skip'),
  ticketAction('cancel'),
  {
    method: 'PUT',
    url: '/pro-api/queue/settings/token',
    body: ({ tenants }) => ({ shopId: tenants.central }),
    narrowedTo: reachesCentral,
  },
  // A shop's platform settings tried: none saved for Central, so a caller let through is told which
  // fields to fill (status 0), and no platform is called.
  ...['foodpanda', 'deliveroo', 'keeta'].map((platform): CustomRoute => ({
    method: 'POST',
    url: `/pro-api/delivery/${platform}/settings/test`,
    body: ({ tenants }) => ({ shopId: tenants.central }),
  })),
  { method: 'PUT', url: '/pro-api/logout' },
];

/** Routes outside /pro-api: health checks and the uploaded files. */
export const OUTSIDE_THE_API: string[] = ['GET /healthz', 'GET /readyz', 'GET /files/*'];
