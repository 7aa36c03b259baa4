import { columnsPreferenceKey, Preferences } from '../../../../engine/client/preferences';

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

describe('the Preferences client', () => {
  it('reads a stored value of the expected shape', async () => {
    const preferences = new Preferences({ read: async () => ['a'], write: async () => undefined });
    expect(await preferences.read('k', isStrings)).toEqual(['a']);
  });

  it('answers null for a value of another shape or a failed read', async () => {
    expect(
      await new Preferences({ read: async () => 42, write: async () => undefined }).read('k', isStrings),
    ).toBeNull();
    const failing = new Preferences({
      read: async () => Promise.reject(new Error('down')),
      write: async () => undefined,
    });
    expect(await failing.read('k', isStrings)).toBeNull();
  });

  it('stores a value under its key', async () => {
    const write = jest.fn().mockResolvedValue(undefined);
    await new Preferences({ read: async () => null, write }).write(columnsPreferenceKey('company'), {
      hidden: [],
    });
    expect(write).toHaveBeenCalledWith('columns.company', { hidden: [] });
  });
});
