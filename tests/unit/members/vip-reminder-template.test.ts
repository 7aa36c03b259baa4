/**
 * @jest-environment node
 */
// The reminder's templates: the member's values in the company's words, taken as text only (a
// value is never read as a template), no file reached, no unknown filter, and the mail's HTML
// escaped whole.
import { plainTextHtml } from '../../../server/mail/mail-texts';
import {
  parseReminder,
  renderReminder,
  templateProblem,
} from '../../../server/members/vip/reminder-template';

describe('the VIP reminder template', () => {
  it('puts his name and VIP-until in the subject and content', async () => {
    const template = parseReminder(
      '{{ name }}, your VIP ends on {{ vipUntil }}',
      'Dear {{ name | default: "member" }},\n\nrenew before {{ vipUntil }}.',
    );
    expect(await renderReminder(template, { name: '阿美', vipUntil: '2026-12-06' })).toEqual({
      subject: '阿美, your VIP ends on 2026-12-06',
      text: 'Dear 阿美,\n\nrenew before 2026-12-06.',
    });
    expect((await renderReminder(template, { name: '', vipUntil: '2026-12-06' })).text).toBe(
      'Dear member,\n\nrenew before 2026-12-06.',
    );
  });

  it('reads a member’s value as text, never as a template', async () => {
    const template = parseReminder('{{ name }}', '{{ name }}');
    const rendered = await renderReminder(template, {
      name: '{{ vipUntil }}{% include "x" %}',
      vipUntil: 'x',
    });
    expect(rendered.text).toBe('{{ vipUntil }}{% include "x" %}');
  });

  it('keeps the subject to one line', async () => {
    const template = parseReminder('Line one\nline two', 'text');
    expect((await renderReminder(template, { name: 'a', vipUntil: 'b' })).subject).toBe('Line one line two');
  });

  it('reaches no file and knows no filter it was not given', async () => {
    expect(templateProblem('{{ name | upcase }}')).toBeNull();
    expect(templateProblem('{{ name | shell }}')).not.toBeNull();
    expect(templateProblem('{% if name %}unclosed')).not.toBeNull();
    await expect(
      renderReminder(parseReminder('s', '{% include "/etc/passwd" %}'), { name: 'a', vipUntil: 'b' }),
    ).rejects.toThrow();
    await expect(
      renderReminder(parseReminder('s', '{% render "../../package.json" %}'), { name: 'a', vipUntil: 'b' }),
    ).rejects.toThrow();
  });

  it('stops a loop run wild', async () => {
    const template = parseReminder('s', '{% for i in (1..100000000) %}{{ i }}{% endfor %}');
    await expect(renderReminder(template, { name: 'a', vipUntil: 'b' })).rejects.toThrow();
  });

  it('becomes HTML escaped whole', () => {
    expect(plainTextHtml('<b>Hi</b> & "you"\nnext line\n\nnew paragraph')).toBe(
      '<p>&lt;b&gt;Hi&lt;/b&gt; &amp; &quot;you&quot;<br>next line</p>\n<p>new paragraph</p>',
    );
  });
});
