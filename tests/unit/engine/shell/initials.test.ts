import { initialsOf } from '../../../../engine/client/initials';

describe('the initials an avatar shows', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Platform super admin')).toBe('PA');
    expect(initialsOf('david chan')).toBe('DC');
    expect(initialsOf('Admin')).toBe('A');
  });

  it('skips what is in brackets and words that are not names', () => {
    expect(initialsOf('David Chan (HK)')).toBe('DC');
    expect(initialsOf('  David  -  Chan ')).toBe('DC');
  });

  it('shows none for a Chinese name or nothing at all', () => {
    expect(initialsOf('平台超級管理員')).toBe('');
    expect(initialsOf('')).toBe('');
  });
});
