// Events (issue 26 item 1): the declared event, its rules and its state actions; members signing up
// on their own page, paying in points or from their balance through the ledger, each sign-up once per
// key, refused (naming why, moving nothing) when the event is not open, past its deadline, for VIPs,
// full in all or for his gender, or already his; cancelling, by him or by staff from the event's
// detail, gives back exactly what he paid; the detail lists the attendees; another company's member,
// event or staff finds nothing. And the Done-when: 1,000 concurrent sign-ups for an event with 50
// seats, 20 of them for women, give exactly 50 enrolments and 50 ledger debits; cancelling 10
// restores their seats and points exactly, and the ledger reconciles.
import { reconcileLedger } from '../../../engine/server';
import type { Envelope } from '../../../engine/protocol/envelope';
import type { EventEnrolment, EventSignUp, MemberEvents } from '../../../protocol/events';
import type { MemberSignIn } from '../../../protocol/member-page';
import { addDays, zonedDate } from '../../../protocol/zoned-time';
import { memberLedger } from '../../../server/members/member-ledger';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants, type DemoTenants } from '../support/tenants';
import { credit, signedInMembers, type SignedInMember } from './event-members';

type Row = Record<string, unknown> & { id: number };

const PASSWORD = 'oolong-tea';
const today = () => zonedDate(Date.now(), 'Asia/Hong_Kong');

/** A valid event, `days` days from today, signing up until two days before. */
const eventBody = (title: string, days: number, more: object = {}) => ({
  title,
  host: '海港島餐飲集團',
  attendeeType: 'allMembers',
  eventDate: addDays(today(), days),
  startTime: '19:00',
  endTime: '21:30',
  signUpDeadline: addDays(today(), days - 2),
  location: '中環店',
  maxAttendees: 10,
  signUpCostType: 'free',
  ...more,
});

describeOnEachDatabase('events', (api) => {
  let tenants: DemoTenants;
  const ids = { wing: 0, kowloonMember: 0 };
  const tokens = { wing: '', kowloonMember: '' };

  const owner = <T = Row>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: object, as = 'hk.owner') =>
    api.callAs<T>(as, method, path, body);
  const newEvent = async (body: object, as = 'hk.owner', accept = true) => {
    const made = await owner('POST', '/event', body, as);
    expect(made).toMatchObject({ status: 0, data: { status: 'pending' } });
    if (accept) expect((await owner('PUT', '/event/accept', { id: made.data.id }, as)).status).toBe(0);
    return made.data.id;
  };
  const asMember = async <T>(token: string, method: 'PUT' | 'POST', path: string, payload: object) =>
    (
      await api.call<T>({
        method,
        url: `/pro-api/member-page/${path}`,
        headers: { 'x-member-token': token, 'accept-language': 'en' },
        payload,
      })
    ).body;
  const signUp = (token: string, eventId: number, key: string) =>
    asMember<EventSignUp>(token, 'POST', 'events/sign-up', { eventId, key });
  const cancel = (token: string, enrolmentId: number) =>
    asMember<EventEnrolment>(token, 'POST', 'events/cancel', { enrolmentId });
  const refusal = ({ status, errors }: Envelope<unknown>) => ({
    status,
    errors: errors?.map(({ field, msgEn }) => ({ field, msgEn })),
  });
  const holdings = async (id: number) => {
    const held = await memberLedger.holdings(api.db, tenants.hk, id);
    return { points: held.points ?? 0, balance: held.balance ?? 0 };
  };
  const counts = async () => {
    const { rows } = await api.db.query<{ enrolments: number; transactions: number }>(
      `SELECT (SELECT count(*)::int FROM event_enrolment) AS enrolments,
              (SELECT count(*)::int FROM ledger_transaction) AS transactions`,
    );
    return rows[0];
  };

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
    const member = async (as: string, company: string, email: string, more: object) => {
      const made = await owner('POST', '/member', { email, password: PASSWORD, ...more }, as);
      expect(made.status).toBe(0);
      const signedIn = await api.call<MemberSignIn>({
        method: 'POST',
        url: '/pro-api/member-page/sign-in',
        payload: { company, email, password: PASSWORD },
      });
      expect(signedIn.body.status).toBe(0);
      return { id: made.data.id, token: signedIn.body.data.token };
    };
    const wing = await member('hk.owner', 'harbour-island', 'wing@example.com', {
      nickname: '阿榮',
      gender: 'male',
      countryCode: '+852',
      phone: '61234567',
    });
    ids.wing = wing.id;
    tokens.wing = wing.token;
    const kowloon = await member('kowloon.owner', 'kowloon-cct', 'kowloon@example.com', {
      nickname: '九龍客',
    });
    ids.kowloonMember = kowloon.id;
    tokens.kowloonMember = kowloon.token;
    await credit(api.db, tenants.hk, [{ id: ids.wing }], 'points', 2_000, 'events-wing-points');
    await credit(api.db, tenants.hk, [{ id: ids.wing }], 'balance', 10_000, 'events-wing-balance');
  });

  it('refuses an event breaking its rules, each on its field, and moves it only by its actions', async () => {
    const broken = async (more: object) => refusal(await owner('POST', '/event', eventBody('壞', 10, more)));
    expect(await broken({ endTime: '18:00' })).toEqual({
      status: 1,
      errors: [{ field: 'endTime', msgEn: 'The end time must be after the start time' }],
    });
    expect(await broken({ signUpDeadline: addDays(today(), 11) })).toEqual({
      status: 1,
      errors: [{ field: 'signUpDeadline', msgEn: 'The sign-up deadline cannot be after the event’s date' }],
    });
    expect(await broken({ maxFemale: 11 })).toEqual({
      status: 1,
      errors: [{ field: 'maxFemale', msgEn: 'Cannot be more than the maximum attendees' }],
    });
    expect(await broken({ signUpCostType: 'fee', signUpFee: 0 })).toEqual({
      status: 1,
      errors: [{ field: 'signUpFee', msgEn: 'Must be more than 0' }],
    });

    const id = await newEvent(eventBody('品酒會', 10), 'hk.owner', false);
    const act = async (action: string) => (await owner('PUT', `/event/${action}`, { id })).status;
    expect(await act('makeAvailable')).toBe(8);
    expect(await act('accept')).toBe(0);
    expect(await act('decline')).toBe(8);
    expect(await act('makeUnavailable')).toBe(0);
    expect(await act('accept')).toBe(8);
    expect(await act('makeAvailable')).toBe(0);
    const declined = await newEvent(eventBody('取消了', 10), 'hk.owner', false);
    const answer = await owner('PUT', '/event/decline', { id: declined });
    expect(answer).toMatchObject({ status: 0, data: { status: 'declined' } });
    // The state moves by its actions alone.
    expect((await owner('POST', '/event', eventBody('自己接受', 10, { status: 'accepted' }))).status).toBe(1);
  });

  it('lists his company’s open events and signs him up once per key, paying in points', async () => {
    const tasting = await newEvent(
      eventBody('春季品酒會', 10, { signUpCostType: 'points', signUpPoints: 500, maxMale: 3 }),
    );
    const pending = await newEvent(eventBody('未審核', 10), 'hk.owner', false);
    const unavailable = await newEvent(eventBody('暫停', 10));
    await owner('PUT', '/event/makeUnavailable', { id: unavailable });
    const closed = await newEvent(eventBody('已截止', 1));
    await newEvent(eventBody('九龍活動', 10), 'kowloon.owner');

    const offered = await asMember<MemberEvents>(tokens.wing, 'PUT', 'events', {});
    expect(offered.status).toBe(0);
    const titles = offered.data.events.map(({ title }) => title);
    expect(titles).toContain('春季品酒會');
    for (const hidden of ['未審核', '暫停', '已截止', '九龍活動']) expect(titles).not.toContain(hidden);
    expect(offered.data.events.find(({ id }) => id === tasting)).toMatchObject({
      costType: 'points',
      cost: 500,
      seatsLeft: 3,
      enrolmentId: null,
    });
    expect(offered.data).toMatchObject({ points: 2_000, balance: 10_000 });

    const first = await signUp(tokens.wing, tasting, 'tasting');
    expect(first).toMatchObject({
      status: 0,
      data: {
        replayed: false,
        eventId: tasting,
        title: '春季品酒會',
        status: 'enrolled',
        points: 500,
        fee: 0,
      },
    });
    expect(await holdings(ids.wing)).toEqual({ points: 1_500, balance: 10_000 });
    const replay = await signUp(tokens.wing, tasting, 'tasting');
    expect(replay.data).toEqual({ ...first.data, replayed: true });
    expect(await holdings(ids.wing)).toEqual({ points: 1_500, balance: 10_000 });
    expect(await signUp(tokens.wing, pending, 'tasting')).toMatchObject({ status: 10 });

    const before = await counts();
    const why = async (eventId: number, key: string) => refusal(await signUp(tokens.wing, eventId, key));
    expect(await why(tasting, 'again')).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'You have already signed up for this event' }],
    });
    expect(await why(pending, 'p')).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'This event is not open for sign-up' }],
    });
    expect(await why(unavailable, 'u')).toMatchObject({
      errors: [{ msgEn: 'This event is not open for sign-up' }],
    });
    expect(await why(closed, 'c')).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'The sign-up deadline has passed' }],
    });
    expect(await counts()).toEqual(before);

    const listed = await asMember<MemberEvents>(tokens.wing, 'PUT', 'events', {});
    expect(listed.data.events.find(({ id }) => id === tasting)).toMatchObject({
      seatsLeft: 2,
      enrolmentId: first.data.enrolmentId,
    });
    const mine = await asMember<EventEnrolment[]>(tokens.wing, 'PUT', 'events/enrolments', {});
    expect(mine).toMatchObject({ status: 0, count: 1, data: [{ eventId: tasting, status: 'enrolled' }] });
    const { rows } = await api.db.query<{ byMember: number; sourceKind: string }>(
      `SELECT by_member AS "byMember", source_kind AS "sourceKind" FROM ledger_transaction
        WHERE company_id = $1 AND idempotency_key = $2`,
      [tenants.hk, `event:page:${ids.wing}:tasting`],
    );
    expect(rows).toEqual([{ byMember: ids.wing, sourceKind: 'eventEnrolment' }]);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('takes a fee from his balance, refuses what he cannot pay or is not for him, and gives it back on cancelling', async () => {
    const dinner = await newEvent(eventBody('主廚晚宴', 12, { signUpCostType: 'fee', signUpFee: 6_800 }));
    const dear = await newEvent(eventBody('貴價晚宴', 12, { signUpCostType: 'fee', signUpFee: 99_900 }));
    const vips = await newEvent(eventBody('VIP 之夜', 12, { attendeeType: 'vipMembers' }));
    const ladies = await newEvent(eventBody('女士之夜', 12, { maxFemale: 5, maxMale: 0 }));
    const before = await holdings(ids.wing);
    const paid = await signUp(tokens.wing, dinner, 'dinner');
    expect(paid).toMatchObject({ status: 0, data: { fee: 6_800, points: 0 } });
    expect(await holdings(ids.wing)).toEqual({ ...before, balance: before.balance - 6_800 });

    const moved = await counts();
    expect(refusal(await signUp(tokens.wing, dear, 'dear'))).toEqual({
      status: 9,
      errors: [{ field: 'balance', msgEn: 'Not enough balance' }],
    });
    expect(refusal(await signUp(tokens.wing, vips, 'vip'))).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'This event is for VIP members only' }],
    });
    expect(refusal(await signUp(tokens.wing, ladies, 'ladies'))).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'This event has no seats left for your gender' }],
    });
    expect(await counts()).toEqual(moved);

    const cancelled = await cancel(tokens.wing, paid.data.enrolmentId);
    expect(cancelled).toMatchObject({ status: 0, data: { status: 'cancelled', fee: 6_800 } });
    expect(cancelled.data.cancelledAt).not.toBeNull();
    expect(await holdings(ids.wing)).toEqual(before);
    expect(refusal(await cancel(tokens.wing, paid.data.enrolmentId))).toEqual({
      status: 1,
      errors: [{ field: 'enrolmentId', msgEn: 'This enrolment is already cancelled' }],
    });
    expect(await holdings(ids.wing)).toEqual(before);
    // His seat is free again, and he may take it again with a new key.
    expect(await signUp(tokens.wing, dinner, 'dinner-again')).toMatchObject({
      status: 0,
      data: { fee: 6_800 },
    });
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('lists the attendees in the event’s detail; staff cancel a sign-up from its row; another company finds nothing', async () => {
    const brunch = await newEvent(eventBody('早午餐會', 8, { signUpCostType: 'points', signUpPoints: 100 }));
    const signed = await signUp(tokens.wing, brunch, 'brunch');
    expect(signed.status).toBe(0);
    const attendees = await owner<Row[]>('PUT', '/event/detail/attendees', { id: brunch });
    expect(attendees).toMatchObject({ status: 0, count: 1 });
    expect(attendees.data[0]).toEqual({
      member: '阿榮',
      gender: 'male',
      phone: '+852 61234567',
      points: 100,
      fee: null,
      enrolledAt: signed.data.enrolledAt,
      status: 'enrolled',
    });
    expect((await owner<Row[]>('PUT', '/event', { id: brunch })).data[0]).toMatchObject({ enrolled: 1 });

    // Another company: its member, its staff and its event reach nothing here.
    expect(await signUp(tokens.kowloonMember, brunch, 'k')).toMatchObject({ status: 2 });
    expect(await cancel(tokens.kowloonMember, signed.data.enrolmentId)).toMatchObject({ status: 2 });
    const kowloonEvent = await newEvent(eventBody('九龍茶聚', 8), 'kowloon.owner');
    expect(await signUp(tokens.wing, kowloonEvent, 'k2')).toMatchObject({ status: 2 });
    const staffCancel = (body: object, as = 'hk.owner') =>
      owner<EventEnrolment>(
        'POST',
        '/event/enrolment/cancel',
        { id: brunch, memberId: ids.wing, ...body },
        as,
      );
    expect(await staffCancel({}, 'kowloon.owner')).toMatchObject({ status: 2 });
    // Their own event holds no enrolment of his.
    expect(refusal(await staffCancel({ id: kowloonEvent }, 'kowloon.owner'))).toEqual({
      status: 1,
      errors: [{ field: 'memberId', msgEn: 'This member is not signed up for this event' }],
    });
    expect(await owner('PUT', '/event/detail/attendees', { id: brunch }, 'kowloon.owner')).toMatchObject({
      status: 2,
    });

    // Deleting an event members hold seats at is refused until staff cancel them.
    expect(await owner('DELETE', '/event', { id: brunch })).toMatchObject({
      status: 7,
      msgEn: 'Members are signed up for this event: cancel their enrolments first',
    });
    const points = (await holdings(ids.wing)).points;
    expect(await staffCancel({})).toMatchObject({ status: 0, data: { status: 'cancelled', points: 100 } });
    expect((await holdings(ids.wing)).points).toBe(points + 100);
    const { rows } = await api.db.query<{ byUser: number | null }>(
      `SELECT by_user AS "byUser" FROM ledger_transaction WHERE company_id = $1 AND idempotency_key = $2`,
      [tenants.hk, `event-cancel:${signed.data.enrolmentId}`],
    );
    expect(rows[0]?.byUser).toEqual(expect.any(Number));
    expect((await owner<Row[]>('PUT', '/event/detail/attendees', { id: brunch })).data[0]).toMatchObject({
      status: 'cancelled',
    });
    expect((await owner('DELETE', '/event', { id: brunch })).status).toBe(0);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  it('keeps what enrolments hold: no maximum below them, no cancelling on his page past the deadline, no VIP seat after his term, one outcome per key', async () => {
    const tasting = await newEvent(
      eventBody('試菜會', 10, { maxMale: 2, signUpCostType: 'points', signUpPoints: 50 }),
    );
    const signed = await signUp(tokens.wing, tasting, 'guarded');
    expect(signed.status).toBe(0);
    const modify = async (resource: 'event' | 'member', id: number, more: object) => {
      const [row] = (await owner<Row[]>('PUT', `/${resource}`, { id })).data;
      return owner('PUT', `/${resource}/modify`, { id, version: row?.version, ...more });
    };
    expect(refusal(await modify('event', tasting, { maxMale: 0 }))).toEqual({
      status: 1,
      errors: [
        {
          field: 'maxMale',
          msgEn: 'Fewer than the members already signed up: cancel their enrolments first',
        },
      ],
    });
    expect((await modify('event', tasting, { maxAttendees: 1, maxMale: 1 })).status).toBe(0);

    // Past the deadline his page cannot give him his points back; the event's staff can.
    expect((await modify('event', tasting, { signUpDeadline: addDays(today(), -1) })).status).toBe(0);
    const points = (await holdings(ids.wing)).points;
    expect(refusal(await cancel(tokens.wing, signed.data.enrolmentId))).toEqual({
      status: 1,
      errors: [
        {
          field: 'enrolmentId',
          msgEn: 'The sign-up deadline has passed: ask the event’s organiser to cancel your sign-up',
        },
      ],
    });
    expect((await holdings(ids.wing)).points).toBe(points);
    const staff = await owner('POST', '/event/enrolment/cancel', { id: tasting, memberId: ids.wing });
    expect(staff).toMatchObject({ status: 0, data: { status: 'cancelled' } });
    expect((await holdings(ids.wing)).points).toBe(points + 50);

    // A VIP term that ended yesterday no longer opens a VIP event; one ending today does.
    const vips = await newEvent(eventBody('VIP 品酒', 10, { attendeeType: 'vipMembers' }));
    expect((await modify('member', ids.wing, { vip: true, vipUntil: addDays(today(), -1) })).status).toBe(0);
    expect(refusal(await signUp(tokens.wing, vips, 'vip-lapsed'))).toEqual({
      status: 1,
      errors: [{ field: 'eventId', msgEn: 'This event is for VIP members only' }],
    });
    expect((await modify('member', ids.wing, { vipUntil: today() })).status).toBe(0);
    expect((await signUp(tokens.wing, vips, 'vip-today')).status).toBe(0);
    expect((await modify('member', ids.wing, { vip: false, vipUntil: null })).status).toBe(0);

    // One key sent at once for two events: one sign-up, the other told the key was used.
    const first = await newEvent(eventBody('雙胞一', 10));
    const second = await newEvent(eventBody('雙胞二', 10));
    const twins = await Promise.all([
      signUp(tokens.wing, first, 'twin'),
      signUp(tokens.wing, second, 'twin'),
    ]);
    expect(twins.map((answer) => answer.status).sort()).toEqual([0, 10]);
    expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
  });

  describe('1,000 concurrent sign-ups for 50 seats, 20 of them for women', () => {
    const POINTS = 300;
    let crowd: SignedInMember[];
    let eventId: number;
    let answers: Envelope<EventSignUp>[];
    let collectedBefore: number;

    /** The points the company's sign-ups have collected. */
    const collected = async () =>
      (await memberLedger.holdings(api.db, tenants.hk, 0)).eventPointsCollected ?? 0;

    beforeAll(async () => {
      // 600 women and 400 men: the 20 seats for women, the 30 for men and so the 50 in all run out.
      crowd = await signedInMembers(api.db, tenants.hk, 1_000, 'rush', (n) =>
        n % 5 < 3 ? 'female' : 'male',
      );
      await credit(api.db, tenants.hk, crowd, 'points', 1_000, 'events-rush-points');
      eventId = await newEvent(
        eventBody('限量晚宴', 20, {
          maxAttendees: 50,
          maxFemale: 20,
          maxMale: 30,
          signUpCostType: 'points',
          signUpPoints: POINTS,
        }),
      );
      collectedBefore = await collected();
      answers = await Promise.all(crowd.map((member) => signUp(member.token, eventId, 'rush')));
    }, 120_000);

    const enrolled = async () => {
      const { rows } = await api.db.query<{ gender: string; n: number }>(
        `SELECT gender, count(*)::int AS n FROM event_enrolment
          WHERE company_id = $1 AND event_id = $2 AND status = 'enrolled' GROUP BY gender ORDER BY gender`,
        [tenants.hk, eventId],
      );
      return Object.fromEntries(rows.map(({ gender, n }) => [gender, n]));
    };
    const debits = async () => {
      const { rows } = await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ledger_transaction
          WHERE company_id = $1 AND source_kind = 'eventEnrolment' AND source_id = $2 AND reverses IS NULL`,
        [tenants.hk, String(eventId)],
      );
      return rows[0]?.n;
    };
    const pointsOf = async (members: readonly SignedInMember[]) =>
      memberLedger.spendable(
        api.db,
        tenants.hk,
        'points',
        members.map(({ id }) => id),
      );
    const won = () => crowd.filter((_, n) => answers[n]?.status === 0);

    it('enrols exactly 50, 20 women and 30 men, with 50 ledger debits; the rest are told why', async () => {
      expect(won()).toHaveLength(50);
      const refused = answers.filter(({ status }) => status !== 0);
      expect(refused).toHaveLength(950);
      const reasons = new Set(refused.map(({ errors }) => errors?.[0]?.msgEn));
      expect(
        [...reasons].every((reason) =>
          ['This event is full', 'This event has no seats left for your gender'].includes(String(reason)),
        ),
      ).toBe(true);
      expect(await enrolled()).toEqual({ female: 20, male: 30 });
      expect(await debits()).toBe(50);
      const winners = new Set(won().map(({ id }) => id));
      for (const [id, points] of await pointsOf(crowd))
        expect(points).toBe(winners.has(id) ? 1_000 - POINTS : 1_000);
      expect((await collected()) - collectedBefore).toBe(50 * POINTS);
      expect((await owner<Row[]>('PUT', '/event', { id: eventId })).data[0]).toMatchObject({ enrolled: 50 });
      expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
    });

    it('cancelling 10 restores their seats and points exactly, and 10 more comers take them', async () => {
      const winners = won();
      const leaving = [
        ...winners.filter((member) => member.gender === 'female').slice(0, 5),
        ...winners.filter((member) => member.gender === 'male').slice(0, 5),
      ];
      const enrolmentOf = (member: SignedInMember) => answers[crowd.indexOf(member)]?.data.enrolmentId ?? 0;
      const cancelled = await Promise.all(leaving.map((member) => cancel(member.token, enrolmentOf(member))));
      expect(cancelled.map(({ status }) => status)).toEqual(leaving.map(() => 0));
      expect(await enrolled()).toEqual({ female: 15, male: 25 });
      expect([...(await pointsOf(leaving)).values()]).toEqual(leaving.map(() => 1_000));
      expect((await collected()) - collectedBefore).toBe(40 * POINTS);
      expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);

      // The freed seats go to the next comers and no more: 5 for women, 5 for men.
      const losers = crowd.filter((_, n) => answers[n]?.status !== 0);
      const again = await Promise.all(
        losers.slice(0, 200).map((member) => signUp(member.token, eventId, 'second')),
      );
      expect(again.filter(({ status }) => status === 0)).toHaveLength(10);
      expect(await enrolled()).toEqual({ female: 20, male: 30 });
      expect(await debits()).toBe(60);
      expect((await collected()) - collectedBefore).toBe(50 * POINTS);
      expect(await reconcileLedger(api.db, tenants.hk)).toEqual([]);
    });
  });
});
