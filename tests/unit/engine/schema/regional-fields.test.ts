/**
 * @jest-environment node
 */
// A field whose rule differs by region (docs/schemas.md "Regional fields"): the server takes its
// region's variant, and the checker holds each fixture to the region it is written for, or to
// every region when it names none.
import { join, resolve } from 'node:path';
import type { SchemaSet } from '../../../../engine/schema/catalogue';
import { checkSchemas, type SchemaProblem } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import { validateRecord } from '../../../../engine/schema/record-validation';
import { fieldInRegion, resourceInRegion, schemasInRegion } from '../../../../engine/schema/regional-fields';
import type { FieldSchema, ResourceSchema } from '../../../../engine/schema/resource';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const options = {
  languages: LANGUAGES,
  hasLabel: (language: string, key: string) => messages.has(language as (typeof LANGUAGES)[number], key),
};

const hotline: FieldSchema = {
  type: 'string',
  title: 'companies:fields.phone1',
  pattern: '^[0-9]{8,11}$',
  regions: {
    hk: { pattern: '^[0-9]{8}$', messages: { pattern: 'validation:sixDigits' } },
    us: { pattern: '^[0-9]{10,11}$' },
  },
  ui: { column: 3 },
};

const COMPANY = 'schemas/companies/company.json';
const FIXTURE = 'schemas/companies/fixtures/valid/company-minimal.json';

/** The product's set with a regional hotline on companies and the fixture given the number. */
function setWith(number: string, region?: 'hk' | 'us', edit?: (field: FieldSchema) => void): SchemaSet {
  const set = structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT));
  const company = set.resources.find((source) => source.file === COMPANY)?.content as ResourceSchema;
  company.fields.hotline = structuredClone(hotline);
  edit?.(company.fields.hotline);
  const fixture = set.fixtures.valid.find((source) => source.file === FIXTURE);
  if (!fixture) throw new Error('no minimal company fixture');
  fixture.content.record.hotline = number;
  if (region) fixture.content.region = region;
  return set;
}

const problemsOf = (set: SchemaSet): SchemaProblem[] => {
  const result = checkSchemas(set, options);
  return result.ok ? [] : result.problems;
};

describe('a regional field', () => {
  it("is its region's variant over its own keywords, messages merged, and the same field elsewhere", () => {
    expect(fieldInRegion(hotline, 'hk')).toEqual({
      type: 'string',
      title: 'companies:fields.phone1',
      pattern: '^[0-9]{8}$',
      ui: { column: 3, messages: { pattern: 'validation:sixDigits' } },
    });
    expect(fieldInRegion(hotline, 'us')).toEqual({
      type: 'string',
      title: 'companies:fields.phone1',
      pattern: '^[0-9]{10,11}$',
      ui: { column: 3 },
    });
    const plain: FieldSchema = { type: 'string', title: 'companies:fields.name' };
    expect(fieldInRegion(plain, 'us')).toBe(plain);
  });

  it('is validated by the rule of the region the server runs in', () => {
    const set = setWith('21234567', 'hk');
    const result = checkSchemas(set, options);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const company = (region: 'hk' | 'us') => schemasInRegion(result.schemas, region).byName.get('company');
    const problems = (region: 'hk' | 'us', value: string) =>
      validateRecord(company(region) as ResourceSchema, { hotline: value }, ['hotline']).problems.filter(
        (problem) => problem.field === 'hotline',
      );
    expect(problems('hk', '21234567')).toEqual([]);
    expect(problems('hk', '2123456789')).toEqual([expect.objectContaining({ key: 'validation:sixDigits' })]);
    expect(problems('us', '2123456789')).toEqual([]);
    expect(problems('us', '21234567')).toEqual([expect.objectContaining({ key: 'validation:pattern' })]);
    // A resource without a regional field stays the very object, so its caches stay warm.
    const shop = result.schemas.byName.get('shop') as ResourceSchema;
    expect(resourceInRegion(shop, 'us')).toBe(shop);
  });

  it('holds a fixture to its own region, or to every region when it names none', () => {
    expect(problemsOf(setWith('21234567', 'hk'))).toEqual([]);
    expect(problemsOf(setWith('2123456789', 'us'))).toEqual([]);
    expect(problemsOf(setWith('21234567'))).toEqual([
      {
        file: FIXTURE,
        path: '$.record.hotline',
        reason: 'a valid fixture fails on a us server: validation:pattern',
      },
    ]);
  });

  it('refuses a region that is none, a pattern that is no regular expression and a missing message', () => {
    expect(problemsOf(setWith('21234567', 'eu' as 'hk'))).toContainEqual({
      file: FIXTURE,
      path: '$.region',
      reason: '"eu" is not a region',
    });
    const broken = problemsOf(
      setWith('21234567', 'hk', (field) => {
        if (field.regions?.us) field.regions.us.pattern = '^[0-9{10$';
        if (field.regions?.hk) field.regions.hk.messages = { pattern: 'companies:nowhere' };
      }),
    );
    expect(broken).toContainEqual(
      expect.objectContaining({ file: COMPANY, path: '$.fields.hotline.regions.us.pattern' }),
    );
    expect(broken).toContainEqual(
      expect.objectContaining({ file: COMPANY, path: '$.fields.hotline.regions.hk.messages.pattern' }),
    );
    const unknownRegion = problemsOf(
      setWith('21234567', 'hk', (field) => Object.assign(field.regions ?? {}, { eu: { pattern: '^1$' } })),
    );
    expect(unknownRegion).toContainEqual(
      expect.objectContaining({ file: COMPANY, path: '$.fields.hotline.regions' }),
    );
  });
});
