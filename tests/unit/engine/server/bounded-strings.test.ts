/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { unboundedStrings } from '../../../../engine/server/bounded-strings';
import inputGuardPlugin from '../../../../engine/server/input-guard-plugin';
import {
  bodySchema,
  boundedString,
  filledString,
  paramsSchema,
} from '../../../../engine/server/route-schema';

describe('the bound every text a route takes declares', () => {
  it('finds each string of no maxLength, at any depth, and lets a closed set through', () => {
    const schema = bodySchema({
      name: { type: 'string' },
      note: { type: ['string', 'null'] },
      code: filledString(64),
      kind: { type: 'string', enum: ['a', 'b'] },
      rows: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
      either: { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      tags: { type: 'object', additionalProperties: { type: 'string' } },
    });
    expect(unboundedStrings(schema, 'body')).toEqual([
      'body.name',
      'body.note',
      'body.rows[].label',
      'body.either(anyOf 1)',
      'body.tags.*',
    ]);
    expect(unboundedStrings(bodySchema({ name: boundedString(100) }), 'body')).toEqual([]);
  });

  it('keeps a route that would take an unbounded text from being registered', async () => {
    const app = Fastify();
    await app.register(inputGuardPlugin);
    expect(() =>
      app.put('/open', { schema: { body: bodySchema({ name: { type: 'string' } }) } }, async () => null),
    ).toThrow('PUT /open: body.name declare no maxLength');
    expect(() =>
      app.get(
        '/search',
        { schema: { querystring: paramsSchema({ email: { type: 'string' } }) } },
        async () => null,
      ),
    ).toThrow('GET /search: querystring.email declare no maxLength');
    // A path parameter is bounded by the router.
    app.get(
      '/find/:token',
      { schema: { params: paramsSchema({ token: { type: 'string' } }) } },
      async () => null,
    );
    await app.ready();
    await app.close();
  });
});
