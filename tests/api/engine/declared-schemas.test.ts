// Custom routes declare their bodies (issue 10 item 6): Fastify validates them, and a refusal still
// answers as the hand checks did, HTTP 200, status 1 and one translated error per field.
import { describeOnEachDatabase } from '../support/api-harness';

const login = (payload: unknown) => ({
  method: 'PUT' as const,
  url: '/pro-api/login',
  payload: payload as object,
});

describeOnEachDatabase('declared route schemas', (api) => {
  it('names each missing field of a body, and reads an absent body as an empty one', async () => {
    for (const payload of [{}, undefined]) {
      const { http, body } = await api.call({
        method: 'PUT',
        url: '/pro-api/login',
        ...(payload ? { payload } : {}),
      });
      expect(http).toBe(200);
      expect(body).toMatchObject({ status: 1, data: null });
      expect(body.errors).toEqual([
        { field: 'username', msg: '請輸入用戶名', msgEn: 'Please enter username' },
        { field: 'password', msg: '請輸入密碼', msgEn: 'Please enter password' },
      ]);
    }
  });

  it('refuses a blank or null required text as missing and a value of the wrong type as such', async () => {
    const { body } = await api.call(login({ username: ' \t ', password: null }));
    expect(body.errors?.map((error) => [error.field, error.msgEn])).toEqual([
      ['username', 'Please enter username'],
      ['password', 'Please enter password'],
    ]);
    const wrongType = await api.call(login({ username: 42, password: 'secret-1' }));
    expect(wrongType.body).toMatchObject({ status: 1 });
    expect(wrongType.body.errors).toEqual([
      { field: 'username', msg: expect.any(String), msgEn: 'Username has the wrong format' },
    ]);
  });

  it('refuses an id given as text, in the caller’s Chinese and in English', async () => {
    const token = await api.signIn('admin');
    const { http, body } = await api.call({
      method: 'PUT',
      url: '/pro-api/unlock/user',
      headers: { 'x-token': token, 'accept-language': 'zh-CN' },
      payload: { id: '7' },
    });
    expect(http).toBe(200);
    expect(body.errors).toEqual([{ field: 'id', msg: '编号的格式不正确', msgEn: 'ID has the wrong format' }]);
  });

  it('labels a field as its schema titles it and words an enum refusal as such', async () => {
    const answer = await api.callAs('admin', 'PUT', '/mail/outbox', { status: 'lost', recipient: 7 });
    expect(answer.errors?.map((error) => [error.field, error.msgEn])).toEqual([
      ['recipient', 'Recipient has the wrong format'],
      ['status', 'Please choose a valid status'],
    ]);
  });

  it('accepts the keys every browser call carries and answers a body that is no object with HTTP 400', async () => {
    const admin = await api.call(login({ username: 'admin', password: 'wrong-password', envLang: 'en' }));
    expect(admin.body.status).toBe(11);
    const list = await api.call(login([{ username: 'admin' }]));
    expect(list.http).toBe(400);
    expect(list.body.status).toBe(400);
  });
});
