import { DEMO_PASSWORD } from '../../../server/demo/demo-data';
import { describeOnEachDatabase } from '../support/api-harness';

describeOnEachDatabase('changing passwords', (api) => {
  const put = async (url: string, token: string, payload: object) =>
    (await api.call({ method: 'PUT', url: `/pro-api${url}`, payload, headers: { 'x-token': token } })).body;

  it('changes the sign-in password, signs the other sessions out and keeps this one', async () => {
    const here = await api.signIn('kowloon.owner');
    const elsewhere = await api.signIn('kowloon.owner');
    const answer = await put('/user/update/password', here, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Harbour#2027',
    });
    expect(answer.status).toBe(0);
    expect((await put('/logout', elsewhere, {})).status).toBe(4);
    expect(
      (await api.call({ method: 'GET', url: '/pro-api/user/info', headers: { 'x-token': here } })).body
        .status,
    ).toBe(0);
    await expect(api.signIn('kowloon.owner')).rejects.toThrow('Wrong username or password');
    expect(await api.signIn('kowloon.owner', 'Harbour#2027')).toBeTruthy();
  });

  it('refuses a wrong old password and a short new one, naming the field, and changes nothing', async () => {
    const token = await api.signIn('hk.owner');
    const wrong = await put('/user/update/password', token, {
      oldPassword: 'nope',
      newPassword: 'Harbour#2027',
    });
    expect(wrong.errors).toEqual([
      { field: 'oldPassword', msg: '舊密碼不正確', msgEn: 'Old password is not right' },
    ]);
    const short = await put('/user/update/password', token, {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'abc',
    });
    expect(short.errors?.[0]).toMatchObject({
      field: 'newPassword',
      msgEn: 'New password needs at least 8 characters',
    });
    expect(await api.signIn('hk.owner')).toBeTruthy();
  });

  it('lets a shop manager set and change a six-digit secondary password', async () => {
    const token = await api.signIn('hk.central');
    const notDigits = await put('/user/update/secondary/password', token, { newPassword: '12345a' });
    expect(notDigits.errors?.[0]).toMatchObject({ field: 'newPassword', msgEn: 'Please enter six numbers' });
    expect((await put('/user/update/secondary/password', token, { newPassword: '246810' })).status).toBe(0);
    const noOld = await put('/user/update/secondary/password', token, { newPassword: '135790' });
    expect(noOld.errors?.[0]?.field).toBe('oldPassword');
    expect(
      (await put('/user/update/secondary/password', token, { oldPassword: '246810', newPassword: '135790' }))
        .status,
    ).toBe(0);
  });

  it('refuses a secondary password to anyone but a shop manager', async () => {
    const token = await api.signIn('hk.owner');
    expect((await put('/user/update/secondary/password', token, { newPassword: '246810' })).status).toBe(3);
  });
});
