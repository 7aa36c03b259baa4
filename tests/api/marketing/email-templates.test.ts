// Email templates (issue 25 item 1): a template whose subject or content cannot be read as Liquid is
// refused on its field, as it is created and as it is edited; the preview renders the saved
// template, or the form's unsaved text, with a chosen member's values (his nickname, level, points
// and balance as the ledger holds them) escaped into allow-listed HTML; another company's member and
// another company's template are not found, and a caller without the read privilege is refused.
import type { RenderedEmail } from '../../../server/marketing/templates/email-render';
import { memberMergeValues } from '../../../server/marketing/templates/merge-values';
import { memberLedger } from '../../../server/members/member-ledger';
import { describeOnEachDatabase } from '../support/api-harness';
import { addManagerWith } from '../support/managers';
import { demoTenants, type DemoTenants } from '../support/tenants';

type Row = Record<string, unknown> & { id: number; version: number };

const PREVIEW = '/marketing/emailTemplate/preview';

describeOnEachDatabase('email templates', (api) => {
  let tenants: DemoTenants;
  let serial = 0;

  const newMember = async (companyId: number, nickname: string, extra: Record<string, unknown> = {}) =>
    (
      await api.records.create('member', {
        companyId,
        nickname,
        email: `${nickname.replace(/\W/g, '')}${(serial += 1)}@templates.example`,
        ...extra,
      })
    ).id as number;
  const create = (body: object, as = 'hk.owner') =>
    api.callAs<Row>(as, 'POST', '/marketing/emailTemplate', body);
  const preview = (body: object, as = 'hk.owner') => api.callAs<RenderedEmail>(as, 'POST', PREVIEW, body);

  beforeAll(async () => {
    tenants = await demoTenants(api.db);
  });

  it('refuses a subject or content that cannot be read, on its field, as it is created and edited', async () => {
    const refused = await create({
      name: 'Broken',
      subject: 'Hi {{ name',
      content: '<p>{% if name %}open</p>',
    });
    expect(refused.status).toBe(1);
    expect(refused.errors?.map((error) => error.field).sort()).toEqual(['content', 'subject']);
    expect(refused.errors?.[0]?.msgEn).toContain('The template cannot be read');

    const saved = await create({ name: 'Fine', subject: 'Hi {{ name }}', content: '<p>{{ points }}</p>' });
    expect(saved.status).toBe(0);
    const edited = await api.callAs<Row>('hk.owner', 'PUT', '/marketing/emailTemplate/modify', {
      id: saved.data.id,
      version: saved.data.version,
      content: '<p>{{ points | nosuchfilter }}</p>',
    });
    expect(edited).toMatchObject({ status: 1, errors: [{ field: 'content' }] });
    expect((await api.records.find('emailTemplate', saved.data.id))?.content).toBe('<p>{{ points }}</p>');
  });

  it('previews the saved template with the member’s values, escaped into allow-listed HTML', async () => {
    const level = await api.records.create('memberLevel', {
      companyId: tenants.hk,
      name: '銀卡',
      name_en: 'Silver',
      status: 'enabled',
      pointsFrom: 0,
      pointsTo: 0,
    });
    const id = await newMember(tenants.hk, '<b>Amy</b>', { memberLevelId: level.id });
    await memberLedger.post(api.db, {
      companyId: tenants.hk,
      key: `templates-test-${id}`,
      postings: [
        { account: 'balance', member: id, amount: 123_450, type: 'topUp' },
        { account: 'storedValueIssued', amount: -123_450, type: 'topUp' },
      ],
    });
    const template = await create({
      name: 'Balance',
      subject: '{{ name }}: {{ balance }}',
      content:
        '<p onclick="x()">Dear {{ name }} ({{ level }}), {{ points }} points, {{ balance }}.</p>' +
        '<script>alert(1)</script><p>[{{ couponCode }}]</p>',
    });
    expect(template.status).toBe(0);

    const shown = await preview({ id: template.data.id, memberId: id });
    expect(shown.status).toBe(0);
    expect(shown.data).toEqual({
      subject: '<b>Amy</b>: HK$1,234.50',
      html: '<p>Dear &lt;b&gt;Amy&lt;/b&gt; (銀卡), 0 points, HK$1,234.50.</p><p>[]</p>',
      text: 'Dear <b>Amy</b> (銀卡), 0 points, HK$1,234.50.\n\n[]',
    });
    // The coupon's code when the caller gives one; the form's unsaved text over the saved template.
    const unsaved = await preview({
      id: template.data.id,
      memberId: id,
      content: '<p>{{ couponCode }}</p>',
      couponCode: 'SPRING',
    });
    expect(unsaved.data).toEqual({
      subject: '<b>Amy</b>: HK$1,234.50',
      html: '<p>SPRING</p>',
      text: 'SPRING',
    });
    // Text never saved at all, and its syntax error named on its field.
    const fresh = await preview({ memberId: id, subject: 'Hi', content: '<h1>{{ name }}</h1>' });
    expect(fresh.data).toMatchObject({ html: '<h1>&lt;b&gt;Amy&lt;/b&gt;</h1>' });
    expect(await preview({ memberId: id, subject: 'Hi', content: '{% for %}' })).toMatchObject({
      status: 1,
      errors: [{ field: 'content' }],
    });
    expect(
      await preview({
        memberId: id,
        subject: 'Hi',
        content: '{% for i in (1..100000000) %}{{ i }}{% endfor %}',
      }),
    ).toMatchObject({ status: 1, errors: [{ field: 'content' }] });
    expect(await preview({ memberId: id, subject: 'Hi' })).toMatchObject({
      status: 1,
      errors: [{ field: 'content' }],
    });
  });

  it('finds no member and no template of another company', async () => {
    const template = await create({ name: 'Reach', subject: 'Hi', content: '<p>{{ name }}</p>' });
    const theirs = await newMember(tenants.kowloon, 'Kowloon member');
    const ours = await newMember(tenants.hk, 'Our member');
    expect((await preview({ id: template.data.id, memberId: theirs })).status).toBe(2);
    expect((await preview({ memberId: theirs, subject: 'Hi', content: '<p>x</p>' })).status).toBe(2);
    expect((await preview({ id: template.data.id, memberId: ours }, 'kowloon.owner')).status).toBe(2);
    expect((await preview({ id: template.data.id, memberId: ours })).status).toBe(0);
  });

  it('refuses a caller without the templates’ read privilege', async () => {
    const template = await create({ name: 'Private', subject: 'Hi', content: '<p>x</p>' });
    const member = await newMember(tenants.hk, 'Privilege member');
    const call = async (token: string) =>
      (
        await api.call({
          method: 'POST',
          url: `/pro-api${PREVIEW}`,
          headers: { 'x-token': token },
          payload: { id: template.data.id, memberId: member },
        })
      ).body;
    const without = await addManagerWith<Row>(api, 'templates.none', ['members']);
    expect((await call(without.token)).status).toBe(3);
    const reader = await addManagerWith<Row>(api, 'templates.reader', ['email_template']);
    expect((await call(reader.token)).status).toBe(0);
  });

  it('reads a batch of members’ values in one query, only the company’s own', async () => {
    const first = await newMember(tenants.hk, 'Batch one');
    const second = await newMember(tenants.hk, 'Batch two');
    const elsewhere = await newMember(tenants.kowloon, 'Batch elsewhere');
    let queries = 0;
    const counting = {
      query: (...args: Parameters<typeof api.db.query>) => {
        queries += 1;
        return api.db.query(...args);
      },
    } as typeof api.db;
    const values = await memberMergeValues(counting, api.records, tenants.hk, [first, second, elsewhere], {
      region: 'hk',
      language: 'en',
    });
    expect(queries).toBe(1);
    expect([...values.keys()].sort()).toEqual([first, second].sort());
    expect(values.get(first)).toEqual({ name: 'Batch one', level: '', points: 0, balance: 'HK$0.00' });
  });
});
