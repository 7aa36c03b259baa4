/**
 * @jest-environment node
 */
import { join, resolve } from 'node:path';
import type { SchemaSet } from '../../../../engine/schema/catalogue';
import type { ResourceSchema } from '../../../../engine/schema/resource';
import { checkSchemas, type CheckResult, type SchemaProblem } from '../../../../engine/schema/checker';
import { loadSchemaSet } from '../../../../engine/schema/loader';
import { loadMessages, LANGUAGES } from '../../../../engine/server/messages';

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const messages = loadMessages(join(ROOT, 'locales'));
const options = {
  languages: LANGUAGES,
  hasLabel: (language: string, key: string) => messages.has(language as (typeof LANGUAGES)[number], key),
};

/** The product's schema set, deep-copied, with one change made by `edit`. */
function brokenSet(edit: (set: SchemaSet, company: ResourceSchema) => void): SchemaSet {
  const set = structuredClone(loadSchemaSet(join(ROOT, 'schemas'), ROOT));
  const company = set.resources.find((source) => source.file.endsWith('company.json'))
    ?.content as ResourceSchema;
  edit(set, company);
  return set;
}

function problemsOf(result: CheckResult): SchemaProblem[] {
  if (result.ok) throw new Error('the checker accepted a broken set');
  return result.problems;
}

const COMPANY = 'schemas/companies/company.json';

describe('the schema checker', () => {
  it('accepts the product schemas', () => {
    expect(checkSchemas(loadSchemaSet(join(ROOT, 'schemas'), ROOT), options).ok).toBe(true);
  });

  it('refuses a file that does not match the meta-schema, with the path inside it', () => {
    const set = brokenSet((_set, company) => {
      Object.assign(company, { scope: 'galaxy' });
      Object.assign(company.fields.name?.ui ?? {}, { filter: 'fuzzy' });
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file: COMPANY,
          path: '$.scope',
          reason: expect.stringContaining('platform, company, shop'),
        }),
        expect.objectContaining({ file: COMPANY, path: '$.fields.name.ui.filter' }),
      ]),
    );
  });

  it("takes an upload field's limitNum, a whole number from 1", () => {
    const withLimit = (limitNum: number) =>
      brokenSet((_set, company) => {
        company.fields.photos = {
          type: 'array',
          title: 'companies:fields.logo',
          items: { type: 'string' },
          ui: { widget: 'imageUpload', limitNum },
        };
      });
    expect(checkSchemas(withLimit(3), options).ok).toBe(true);
    expect(problemsOf(checkSchemas(withLimit(0), options))).toContainEqual(
      expect.objectContaining({ file: COMPANY, path: '$.fields.photos.ui.limitNum' }),
    );
  });

  it('refuses a resource outside the folder its module names, in kebab case', () => {
    const moved = (module: string) => brokenSet((_set, company) => (company.module = module));
    expect(problemsOf(checkSchemas(moved('pickupDisplay'), options))).toEqual([
      {
        file: COMPANY,
        path: '$.module',
        reason: 'module "pickupDisplay" belongs in a folder "pickup-display", not "companies"',
      },
    ]);
  });

  it('refuses a lookup narrowed by a field the looked-up list cannot filter exactly, or by a value it cannot hold', () => {
    const narrowed = (where: Record<string, string>) =>
      brokenSet((_set, company) => {
        company.fields.mainCoupon = {
          type: 'integer',
          title: 'companies:fields.name',
          ui: { widget: 'lookup', lookup: { resource: 'memberCoupon', labelField: 'name', where } },
        };
        company.references = [
          ...(company.references ?? []),
          { field: 'mainCoupon', resource: 'memberCoupon', onDelete: 'clear' },
        ];
      });
    expect(checkSchemas(narrowed({ type: 'topUp' }), options).ok).toBe(true);
    for (const where of [{ name: 'x' }, { type: 'weekly' }, { nothing: 'x' }] as Record<string, string>[])
      expect(problemsOf(checkSchemas(narrowed(where), options))).toEqual([
        {
          file: COMPANY,
          path: `$.fields.mainCoupon.ui.lookup.where.${Object.keys(where)[0]}`,
          reason: 'must be a field of "memberCoupon" with an exact filter, and one of its values',
        },
      ]);
  });

  it('refuses a reference to a resource that does not exist', () => {
    const set = brokenSet((_set, company) => {
      company.references = [{ field: 'name', resource: 'galaxy', onDelete: 'refuse' }];
    });
    expect(problemsOf(checkSchemas(set, options))).toContainEqual({
      file: COMPANY,
      path: '$.references[0].resource',
      reason: 'resource "galaxy" does not exist',
    });
  });

  it('refuses a password field listed, searched or unique, and a partition on a field without options', () => {
    const set = brokenSet((_set, company) => {
      company.fields.secret = {
        type: 'string',
        title: 'companies:fields.name',
        format: 'password',
        ui: { column: 9 },
      };
      company.unique = [['secret']];
      company.partitionBy = 'name';
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual(
      expect.arrayContaining([
        { file: COMPANY, path: '$.fields.secret.ui.column', reason: 'a secret field is never listed' },
        { file: COMPANY, path: '$.fields.secret', reason: 'a secret field cannot be unique or sorted on' },
        { file: COMPANY, path: '$.partitionBy', reason: '"name" must be a string field with an enum' },
      ]),
    );
  });

  it('refuses an encrypted field listed, a secret inside rows, and a record limit over an undeclared field or tenant', () => {
    const set = brokenSet((_set, company) => {
      company.fields.apiKey = {
        type: 'string',
        title: 'companies:fields.name',
        format: 'encrypted',
        ui: { filter: 'exact' },
      };
      company.fields.keys = {
        type: 'array',
        title: 'companies:fields.name',
        items: {
          type: 'object',
          properties: { key: { type: 'string', title: 'companies:fields.name', format: 'encrypted' } },
        },
      };
      company.recordLimits = [
        {
          field: 'name',
          where: { field: 'galaxy', truthy: true },
          atMost: 3,
          per: 'shop',
          message: 'companies:fields.name',
        },
      ];
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual(
      expect.arrayContaining([
        { file: COMPANY, path: '$.fields.apiKey.ui.filter', reason: 'a secret field is never listed' },
        {
          file: COMPANY,
          path: '$.fields.keys.items.properties.key.format',
          reason: 'a sub-field of rows cannot be a secret',
        },
        { file: COMPANY, path: '$.recordLimits[0].where', reason: 'field "galaxy" is not declared' },
        {
          file: COMPANY,
          path: '$.recordLimits[0].per',
          reason: 'a platform resource has no shop to count within',
        },
      ]),
    );
  });

  it('refuses a shared table whose partitions overlap or differ in field', () => {
    const set = brokenSet((schemaSet) => {
      const user = schemaSet.resources.find((source) => source.file.endsWith('user.json'))
        ?.content as ResourceSchema;
      const sharer = (name: string, options: string[], partitionBy = 'accountType'): ResourceSchema => ({
        ...structuredClone(user),
        name,
        endpoint: `/${name}`,
        route: { ...user.route, name: `${name}_list`, path: `/user_management/${name}` },
        privileges: { ...user.privileges, read: 'administrators_list' },
        table: 'user',
        partitionBy,
        fields: {
          ...user.fields,
          accountType: { ...user.fields.accountType, enum: options },
        } as ResourceSchema['fields'],
      });
      schemaSet.resources.push(
        { file: 'schemas/accounts/overlap.json', content: sharer('overlap', ['superAdmin', 'waiter']) },
        { file: 'schemas/accounts/skewed.json', content: sharer('skewed', ['shopManager'], 'name') },
      );
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual(
      expect.arrayContaining([
        {
          file: 'schemas/accounts/overlap.json',
          path: '$.fields.accountType.enum',
          reason: '"superAdmin" is already user\'s part of the table',
        },
        {
          file: 'schemas/accounts/skewed.json',
          path: '$.partitionBy',
          reason: 'a resource sharing "user" is partitioned on "accountType" as it is',
        },
      ]),
    );
  });

  it('refuses an unknown privilege key', () => {
    const set = brokenSet((_set, company) => {
      company.privileges.delete = 'merchant_obliterate';
    });
    expect(problemsOf(checkSchemas(set, options))).toContainEqual({
      file: COMPANY,
      path: '$.privileges.delete',
      reason: 'privilege key "merchant_obliterate" is not declared',
    });
  });

  it('refuses a label key missing in any language', () => {
    const set = brokenSet((_set, company) => {
      Object.assign(company.fields.name ?? {}, { title: 'companies:fields.noSuchLabel' });
    });
    const problems = problemsOf(checkSchemas(set, options)).filter(
      (problem) => problem.path === '$.fields.name.title',
    );
    expect(problems.map((problem) => problem.reason)).toEqual([
      'label "companies:fields.noSuchLabel" is missing in zh-TW',
      'label "companies:fields.noSuchLabel" is missing in zh-CN',
      'label "companies:fields.noSuchLabel" is missing in en',
    ]);
  });

  it('refuses a disabledHint without the disabledWhen it explains, and one missing in a language', () => {
    const set = brokenSet((_set, company) => {
      Object.assign(company.fields.name?.ui ?? {}, { disabledHint: 'companies:fields.noSuchHint' });
    });
    expect(
      problemsOf(checkSchemas(set, options))
        .filter((problem) => problem.path === '$.fields.name.ui.disabledHint')
        .map((problem) => problem.reason)
        .sort(),
    ).toEqual([
      'a disabledHint needs the disabledWhen it goes with',
      'label "companies:fields.noSuchHint" is missing in en',
      'label "companies:fields.noSuchHint" is missing in zh-CN',
      'label "companies:fields.noSuchHint" is missing in zh-TW',
    ]);
  });

  it('refuses two routes with one path', () => {
    const set = brokenSet((_set, company) => {
      company.route.path = '/merchant_management/branches_list';
    });
    expect(problemsOf(checkSchemas(set, options))).toContainEqual(
      expect.objectContaining({
        path: '$.route.path',
        reason: expect.stringContaining('is already used by'),
      }),
    );
  });

  it('refuses a field named but not declared, a state that does not exist and a state field a write could set', () => {
    const set = brokenSet((_set, company) => {
      company.required?.push('nickname');
      Object.assign(company.stateMachine?.actions.approve ?? {}, { to: 'celebrated' });
      Object.assign(company.fields.status ?? {}, { ui: { column: 3 } });
    });
    const problems = problemsOf(checkSchemas(set, options));
    expect(problems).toContainEqual(
      expect.objectContaining({ file: COMPANY, reason: 'field "nickname" is not declared' }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: '$.stateMachine.actions.approve',
        reason: '"celebrated" is not a state',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: '$.fields.status.ui.readOnly',
        reason: 'the state field must be readOnly',
      }),
    );
  });

  it('refuses a valid fixture that fails and an invalid fixture that passes or fails elsewhere', () => {
    const set = brokenSet((schemaSet) => {
      const valid = schemaSet.fixtures.valid.find((source) => source.file.endsWith('company-minimal.json'));
      if (valid) valid.content.record.email = 'broken';
      const invalid = schemaSet.fixtures.invalid.find((source) =>
        source.file.endsWith('company-no-name.json'),
      );
      if (invalid) invalid.content.record.name = 'Now named';
      const wrongField = schemaSet.fixtures.invalid.find((source) =>
        source.file.endsWith('company-bad-email.json'),
      );
      if (wrongField) wrongField.content.failsOn = 'phone1';
    });
    const problems = problemsOf(checkSchemas(set, options));
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'schemas/companies/fixtures/valid/company-minimal.json',
        path: '$.record.email',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'schemas/companies/fixtures/invalid/company-no-name.json',
        reason: 'expected to fail on "name", failed on nothing',
      }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: 'schemas/companies/fixtures/invalid/company-bad-email.json',
        reason: 'expected to fail on "phone1", failed on email (validation:format)',
      }),
    );
    // A server starting leaves the fixtures to QA's check: the same set starts.
    expect(checkSchemas(set, { ...options, fixtures: false }).ok).toBe(true);
  });

  it('holds an invalid fixture to the message it names with failsWith', () => {
    const set = brokenSet((schemaSet) => {
      const fixture = schemaSet.fixtures.invalid.find((source) =>
        source.file.endsWith('company-bad-email.json'),
      );
      if (fixture) fixture.content.failsWith = 'validation:required';
    });
    expect(problemsOf(checkSchemas(set, options))).toContainEqual(
      expect.objectContaining({
        file: 'schemas/companies/fixtures/invalid/company-bad-email.json',
        reason: 'expected to fail on "email" with validation:required, failed on email (validation:format)',
      }),
    );
  });

  it('refuses rules and rows that name what is not there', () => {
    const set = brokenSet((_set, company) => {
      company.fields.periods = {
        type: 'array',
        title: 'companies:fields.name',
        items: {
          type: 'object',
          properties: {
            start: { type: 'string', title: 'companies:fields.nowhere' },
            shopId: {
              type: 'integer',
              title: 'companies:fields.name',
              ui: { lookup: { resource: 'galaxy', labelField: 'name' } },
            },
          },
        },
      };
      company.rules = [
        { field: 'ghost', check: { field: 'name', empty: false }, message: 'companies:fields.name' },
        {
          field: 'periods',
          check: { field: 'periods', distinct: 'finish' },
          message: 'companies:fields.name',
        },
        {
          field: 'name',
          check: { field: 'name', some: { field: 'x', truthy: true } },
          message: 'companies:rules.none',
        },
        {
          field: 'periods',
          check: { field: 'periods', count: { gte: { field: 'phantom' } } },
          message: 'companies:fields.name',
        },
      ];
      company.references = [{ field: 'periods.shopId', resource: 'shop', onDelete: 'clear' }];
    });
    const problems = problemsOf(checkSchemas(set, options));
    const at = (path: string, reason: string) => expect.objectContaining({ file: COMPANY, path, reason });
    expect(problems).toEqual(
      expect.arrayContaining([
        at('$.rules[0].field', 'field "ghost" is not declared'),
        at('$.rules[1].check', 'rows of "periods" have no "finish"'),
        at('$.rules[2].check', 'field "name" is not a field of rows'),
        at('$.rules[3].check', 'field "phantom" is not declared'),
        at('$.rules[2].message', 'label "companies:rules.none" is missing in en'),
        at(
          '$.fields.periods.items.properties.start.title',
          'label "companies:fields.nowhere" is missing in en',
        ),
        at('$.fields.periods.items.properties.shopId.ui.lookup.resource', 'resource "galaxy" does not exist'),
        at('$.references[0].field', 'a reference inside rows cannot be cleared'),
      ]),
    );
  });

  it('refuses a generated value the caller could write or that is no string, and a required read-only sub-field', () => {
    const set = brokenSet((_set, company) => {
      company.fields.ticket = { type: 'integer', title: 'companies:fields.name', ui: { generated: 'token' } };
      company.fields.tables = {
        type: 'array',
        title: 'companies:fields.name',
        items: {
          type: 'object',
          required: ['code'],
          properties: {
            code: {
              type: 'string',
              title: 'companies:fields.name',
              ui: { readOnly: true, generated: 'token' },
            },
          },
        },
      };
    });
    const at = (path: string, reason: string) => ({ file: COMPANY, path, reason });
    expect(problemsOf(checkSchemas(set, options))).toEqual(
      expect.arrayContaining([
        at('$.fields.ticket.ui.generated', 'a generated field must be readOnly'),
        at('$.fields.ticket.ui.generated', 'a generated field must be a string'),
        at('$.fields.tables.items.properties.code', 'a read-only sub-field cannot be required'),
      ]),
    );
  });

  it('refuses an indexed text without maxLength, a list in an index, and an index whose texts outgrow its row', () => {
    const set = brokenSet((_set, company) => {
      company.fields.motto = { type: 'string', title: 'companies:fields.name' };
      company.fields.tags = { type: 'array', title: 'companies:fields.name', items: { type: 'string' } };
      company.fields.longName = { type: 'string', title: 'companies:fields.name', maxLength: 500 };
      company.fields.longAddress = { type: 'string', title: 'companies:fields.name', maxLength: 200 };
      company.indexes = ['motto', 'tags'];
      company.unique = [...(company.unique ?? []), ['longName', 'longAddress']];
    });
    const problems = problemsOf(checkSchemas(set, options));
    expect(problems).toContainEqual({
      file: COMPANY,
      path: '$.fields.motto',
      reason: '"motto" is indexed ($.indexes[0]): declare its maxLength, so no value outgrows the index row',
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ path: '$.fields.tags', reason: expect.stringContaining('not array') }),
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        path: expect.stringMatching(/^\$\.unique\[\d\]$/),
        reason: 'the texts of this index hold up to 700 characters together, more than 600',
      }),
    );
  });

  it('refuses a field named as the engine reserves: a row column, a call parameter or an object key', () => {
    const set = brokenSet((_set, company) => {
      for (const name of ['sort', 'version', 'toString', 'constructor'])
        company.fields[name] = { type: 'string', title: 'companies:fields.name' };
    });
    const reasons = problemsOf(checkSchemas(set, options))
      .filter((problem) => problem.file === COMPANY)
      .map((problem) => problem.path);
    expect(reasons).toEqual(
      expect.arrayContaining([
        '$.fields.sort',
        '$.fields.version',
        '$.fields.toString',
        '$.fields.constructor',
      ]),
    );
  });

  it('refuses a lookup the references do not declare, so the server checks every id it stores', () => {
    const set = brokenSet((_set, company) => {
      company.fields.homeShop = {
        type: 'integer',
        title: 'companies:fields.name',
        ui: { lookup: { resource: 'shop', labelField: 'name' } },
      };
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual([
      expect.objectContaining({
        file: COMPANY,
        path: '$.fields.homeShop.ui.lookup',
        reason: expect.stringContaining('a lookup needs a reference'),
      }),
    ]);
  });

  it('refuses a widget name neither the engine nor schemas/widgets.json declares', () => {
    const set = brokenSet((_set, company) => {
      Object.assign(company.fields.name?.ui ?? {}, { widget: 'texty' });
    });
    expect(problemsOf(checkSchemas(set, options))).toEqual([
      expect.objectContaining({
        file: COMPANY,
        path: '$.fields.name.ui.widget',
        reason: expect.stringContaining('widget "texty" is neither'),
      }),
    ]);
  });
});
