// The demo members' marketing consent (issue 25 item 7): seeded with them, most consent at sign-up on
// the channels they gave an address for, every tenth on none, so the demo's marketing reaches some
// members and leaves some out; each consent has its event.
import { recordRelation } from '../../../engine/server';
import { consentingSql } from '../../../server/marketing/consent/consent';
import { seedMembers } from '../../../server/demo/seed-members';
import { describeOnEachDatabase } from '../support/api-harness';
import { demoTenants } from '../support/tenants';

describeOnEachDatabase('the demo members’ marketing consent', (api) => {
  it('grants most members email and SMS consent at sign-up and leaves a few without', async () => {
    const { kowloon } = await demoTenants(api.db);
    await seedMembers(
      api.db,
      api.schemas,
      kowloon,
      1,
      { timeZone: 'Asia/Hong_Kong', region: 'hk' },
      Date.now(),
    );
    const members = recordRelation(api.records.resource('member'), ['email', 'phone']);
    const { rows } = await api.db.query<{
      id: number;
      email: string | null;
      phone: string | null;
      e: boolean;
      s: boolean;
    }>(
      `SELECT m.id, m.email, m.phone, ${consentingSql('m', "'email'")} AS e, ${consentingSql('m', "'sms'")} AS s
         FROM ${members} m WHERE m.company_id = $1`,
      [kowloon],
    );
    expect(rows).toHaveLength(1000);
    const without = rows.filter((row) => !row.e && !row.s);
    expect(without.map((row) => row.id % 10)).toEqual(without.map(() => 0));
    expect(without.length).toBeGreaterThanOrEqual(90);
    for (const row of rows.filter((member) => member.id % 10 !== 0)) {
      expect(row.e).toBe(row.email !== null);
      expect(row.s).toBe(row.phone !== null);
    }
    const { rows: events } = await api.db.query<{ consents: string; events: string; signUp: string }>(
      `SELECT (SELECT count(*) FROM member_consent WHERE company_id = $1) AS consents,
              (SELECT count(*) FROM member_consent_event WHERE company_id = $1) AS events,
              (SELECT count(*) FROM member_consent_event WHERE company_id = $1 AND how = 'signUp' AND granted) AS "signUp"`,
      [kowloon],
    );
    expect(Number(events[0]?.consents)).toBeGreaterThan(900);
    expect(events[0]?.events).toBe(events[0]?.consents);
    expect(events[0]?.signUp).toBe(events[0]?.consents);
  }, 120_000);
});
