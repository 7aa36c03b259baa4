import { describeOnEachDatabase } from '../support/api-harness';

const merchant = {
  name: '灣仔小館',
  contacts: '何先生',
  phone1: '+852 2123 4567',
  email: 'hello@wanchai.example',
};

describeOnEachDatabase('merchant approval', (api) => {
  const put = async (url: string, payload: object, username = 'admin') =>
    (
      await api.call<{ id: number; status: string; version: number; rejectReason?: string }>({
        method: 'PUT',
        url: `/pro-api${url}`,
        payload,
        headers: { 'x-token': await api.signIn(username) },
      })
    ).body;
  const create = async () =>
    (
      await api.call<{ id: number; status: string; version: number }>({
        method: 'POST',
        url: '/pro-api/company',
        payload: merchant,
        headers: { 'x-token': await api.signIn('admin') },
      })
    ).body.data;

  it('starts a new merchant as pending and approves it through PUT /company/status/modify', async () => {
    const created = await create();
    expect(created.status).toBe('pending');
    const approved = await put('/company/status/modify', { id: created.id });
    expect(approved).toMatchObject({ status: 0, data: { status: 'approved', version: 2 } });
    const again = await put('/company/status/modify', { id: created.id });
    expect(again).toMatchObject({
      status: 8,
      msgEn: 'This action is not possible while the record is "approved"',
    });
  });

  it('asks a reason to reject, and keeps it', async () => {
    const created = await create();
    const missing = await put('/company/reject', { id: created.id });
    expect(missing.status).toBe(1);
    expect(missing.errors?.[0]).toMatchObject({
      field: 'rejectReason',
      msgEn: 'Please enter Reason for rejection',
    });
    const rejected = await put('/company/reject', { id: created.id, rejectReason: 'Incomplete documents' });
    expect(rejected).toMatchObject({
      status: 0,
      data: { status: 'rejected', rejectReason: 'Incomplete documents' },
    });
  });

  it('lets nobody set the status by editing the record', async () => {
    const created = await create();
    const edited = await put('/company/modify', { ...created, status: 'approved' });
    expect(edited.status).toBe(1);
    expect(edited.errors?.[0]?.field).toBe('status');
  });

  it('refuses approval to a company manager, who lacks the privilege', async () => {
    const created = await create();
    expect((await put('/company/status/modify', { id: created.id }, 'hk.owner')).status).toBe(3);
  });
});
