import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../../../engine/server/json-depth';

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('the depth of a JSON body, read from its text', () => {
  it('lets a body as deep as the limit through and refuses one level more', () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[{"c":[1]}]}}`, 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":{"b":[{"c":[1]}]}}`, 5)).toBe(false);
  });

  it('counts levels, not brackets: siblings one after another stay shallow', () => {
    expect(nestsDeeperThan(`[${'[1],'.repeat(100_000)}[2]]`, 2)).toBe(false);
  });

  it('reads brackets inside strings, escaped quotes included, as text', () => {
    const text = JSON.stringify({ note: '[[[[{{{{ \\" ]]] "[[[[', list: ['"[[[['] });
    expect(nestsDeeperThan(text, 2)).toBe(false);
    expect(nestsDeeperThan(`["\\\\", [[1]]]`, 2)).toBe(true);
  });

  it('measures a body of a hundred thousand levels without recursing', () => {
    expect(nestsDeeperThan(nested(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
