// A member's facts as the demographic reports count them (member-facts-table.ts), read from his record.
import { memberFacts, NO_GENDER } from '../../../server/membership-analysis/member-facts-table';

describe('a member’s facts', () => {
  const record = { id: 7, version: 1, companyId: 3, createdAt: '2021-05-01T02:00:00.000Z' };

  it('reads his gender, birth month, level and VIP', () => {
    expect(
      memberFacts({ ...record, gender: 'female', birthday: '1990-11-30', memberLevelId: 4, vip: true }),
    ).toEqual({
      companyId: 3,
      memberId: 7,
      gender: 'female',
      birthday: '1990-11-30',
      birthMonth: 11,
      signedUpAt: '2021-05-01T02:00:00.000Z',
      levelId: 4,
      vip: true,
    });
  });

  it('counts one who gave nothing as unknown, with no birth month, level or VIP', () => {
    expect(memberFacts({ ...record, gender: '', birthday: '' })).toMatchObject({
      gender: NO_GENDER,
      birthday: null,
      birthMonth: 0,
      levelId: 0,
      vip: false,
    });
  });
});
