/**
 * @jest-environment node
 */
// An email template rendered for a member: his values escaped into the HTML (even through `raw`),
// a value nobody gave left empty, a subject on one line, the HTML held to the allow-list whatever
// the template wrote, and a template that cannot be read named before it is ever sent.
import {
  compileEmail,
  emailTemplateProblem,
  renderEmail,
  TemplateRenderError,
  type EmailText,
} from '../../../server/marketing/templates/email-render';
import { templateProblems } from '../../../server/marketing/templates/email-template-hooks';

const render = (text: EmailText, values: Record<string, string | number>) =>
  renderEmail(compileEmail(text), values);

describe('an email template', () => {
  it('puts the member’s values in the subject, the HTML and the text', async () => {
    const mail = await render(
      {
        subject: '{{ name }}, you hold {{ points }} points',
        content:
          '<p>Dear {{ name }},</p><p>Level <b>{{ level }}</b>, balance {{ balance }}.</p>' +
          '<p>Code: {{ couponCode }}</p><p><a href="{{ unsubscribeUrl }}">Unsubscribe</a></p>',
      },
      {
        name: '阿美',
        level: 'Gold',
        points: 120,
        balance: 'HK$12.50',
        couponCode: 'SPRING-7',
        unsubscribeUrl: 'https://brigade.test/u/abc?x=1&y=2',
      },
    );
    expect(mail.subject).toBe('阿美, you hold 120 points');
    expect(mail.html).toBe(
      '<p>Dear 阿美,</p><p>Level <b>Gold</b>, balance HK$12.50.</p><p>Code: SPRING-7</p>' +
        '<p><a href="https://brigade.test/u/abc?x=1&amp;y=2">Unsubscribe</a></p>',
    );
    expect(mail.text).toBe(
      'Dear 阿美,\n\nLevel Gold, balance HK$12.50.\n\nCode: SPRING-7\n\nUnsubscribe (https://brigade.test/u/abc?x=1&y=2)',
    );
  });

  it('escapes a member’s value in the HTML, through raw too, and reads it as text, never as a template', async () => {
    const name = '<img src=x onerror=alert(1)><script>alert(2)</script>{{ points }}';
    const mail = await render(
      { subject: 'Hi {{ name }}', content: '<p>{{ name }}</p><p>{{ name | raw }}</p>' },
      { name, points: 5 },
    );
    const escaped = '&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;{{ points }}';
    expect(mail.html).toBe(`<p>${escaped}</p><p>${escaped}</p>`);
    expect(mail.text).toContain(name);
    // The subject is a header's plain text: no markup is made of it and it stays on one line.
    expect(mail.subject).toBe(`Hi ${name}`);
  });

  it('keeps a value out of a link it may not make', async () => {
    const mail = await render(
      { subject: 's', content: '<a href="{{ unsubscribeUrl }}">out</a>' },
      { unsubscribeUrl: 'javascript:alert(1)' },
    );
    expect(mail.html).toBe('out');
  });

  it('renders a field nobody gave as empty', async () => {
    const mail = await render(
      {
        subject: '{{ name }}|{{ nothing }}|{{ level.name }}',
        content: '<p>[{{ couponCode }}]{{ a.b.c }}</p>',
      },
      {},
    );
    expect(mail).toEqual({ subject: '||', html: '<p>[]</p>', text: '[]' });
  });

  it('drops what the template itself writes beyond the allow-list', async () => {
    const mail = await render(
      {
        subject: 'Line one\r\nBcc: victim@example.com',
        content:
          '<p onclick="x()">Hi</p><script>steal()</script><img src="https://x.test/a.png" onerror="alert(1)">' +
          '<a href="javascript:alert(1)">bad</a>{% raw %}<iframe src="https://x"></iframe>{% endraw %}',
      },
      {},
    );
    expect(mail.subject).toBe('Line one Bcc: victim@example.com');
    expect(mail.html).toBe('<p>Hi</p><img src="https://x.test/a.png" alt="">bad');
  });

  it('names a template that cannot be read, field by field', () => {
    expect(emailTemplateProblem('subject', '{{ name | upcase }}')).toBeNull();
    expect(emailTemplateProblem('content', '{% if name %}unclosed')).not.toBeNull();
    expect(emailTemplateProblem('content', '{{ name | shell }}')).not.toBeNull();
    expect(() => compileEmail({ subject: '{{ name', content: '' })).toThrow();
    expect(templateProblems({ subject: 'ok {{ name }}', content: '{% for %}' })).toEqual([
      {
        field: 'content',
        key: 'emailTemplates:messages.template',
        label: 'emailTemplates:fields.content',
        params: { problem: expect.any(String) },
      },
    ]);
  });

  it('reaches no file and stops a loop run wild', async () => {
    await expect(render({ subject: 's', content: '{% include "/etc/passwd" %}' }, {})).rejects.toThrow();
    await expect(
      render({ subject: 's', content: '{% for i in (1..100000000) %}{{ i }}{% endfor %}' }, {}),
    ).rejects.toMatchObject({ field: 'content' });
    await expect(
      render({ subject: '{% for i in (1..100000000) %}{{ i }}{% endfor %}', content: '' }, {}),
    ).rejects.toBeInstanceOf(TemplateRenderError);
  });
});
