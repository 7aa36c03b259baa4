/**
 * @jest-environment node
 */
// A template is parsed once per version: 10,000 messages of one version parse it once, a new
// version parses again, and the cache holds at most its bound, dropping the least recently used.
import { compileEmail, renderEmail, type EmailText } from '../../../server/marketing/templates/email-render';
import { TemplateCache, type TemplateVersion } from '../../../server/marketing/templates/template-cache';

function countingCache(limit?: number) {
  const parsed: EmailText[] = [];
  const cache = new TemplateCache((text) => {
    parsed.push(text);
    return compileEmail(text);
  }, limit);
  return { cache, parsed };
}

const template = (id: number, version = 1, companyId = 1): TemplateVersion => ({
  companyId,
  id,
  version,
  subject: `Hello {{ name }} (v${version})`,
  content: '<p>{{ points }} points</p>',
});

describe('the template cache', () => {
  it('parses a version once for 10,000 messages', async () => {
    const { cache, parsed } = countingCache();
    for (let member = 1; member <= 10_000; member += 1) {
      const mail = await renderEmail(cache.compiled(template(7)), { name: `m${member}`, points: member });
      if (member === 10_000) expect(mail.subject).toBe('Hello m10000 (v1)');
    }
    expect(parsed).toHaveLength(1);
  });

  it('parses a new version, and another company’s template of the same id, again', () => {
    const { cache, parsed } = countingCache();
    cache.compiled(template(7, 1));
    cache.compiled(template(7, 2));
    cache.compiled(template(7, 1, 2));
    cache.compiled(template(7, 2));
    expect(parsed.map((text) => text.subject)).toEqual([
      'Hello {{ name }} (v1)',
      'Hello {{ name }} (v2)',
      'Hello {{ name }} (v1)',
    ]);
  });

  it('holds at most its bound, keeping the recently used', () => {
    const { cache, parsed } = countingCache(3);
    for (const id of [1, 2, 3]) cache.compiled(template(id));
    cache.compiled(template(1)); // 1 is now the most recent, 2 the least
    cache.compiled(template(4)); // 2 goes
    expect(cache.size).toBe(3);
    cache.compiled(template(1));
    cache.compiled(template(3));
    expect(parsed).toHaveLength(4);
    cache.compiled(template(2));
    expect(parsed).toHaveLength(5);
  });

  it('keeps no more than 500 templates by default', () => {
    const { cache } = countingCache();
    for (let id = 1; id <= 600; id += 1) cache.compiled(template(id));
    expect(cache.size).toBe(500);
  });
});
