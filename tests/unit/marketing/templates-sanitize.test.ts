/**
 * @jest-environment node
 */
// The server's allow-list for a mail's HTML: whatever comes in, only headings, paragraphs, lists,
// bold, italic, links to web and mail addresses and https images go out, every text escaped, and
// the plain text reads as the mail does.
import { emailPlainText, sanitizeEmailHtml } from '../../../server/marketing/templates/email-html';

describe('the email HTML allow-list', () => {
  it('keeps what the rich-text editor writes', () => {
    const html =
      '<h1>Hi</h1><h2>Sub</h2><p>A <strong>bold</strong> and <em>italic</em> word</p>' +
      '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">site</a><br>' +
      '<a href="mailto:hi@example.com">mail us</a></p><img src="https://example.com/x.png" alt="Logo">';
    expect(sanitizeEmailHtml(html)).toBe(html);
  });

  it('drops scripts and styles with their content, and every other element but its text', () => {
    expect(sanitizeEmailHtml('<p>a<script>alert(1)</script>b</p><style>p{}</style>')).toBe('<p>ab</p>');
    expect(sanitizeEmailHtml('<SCRIPT src="x"></SCRIPT ><div><span>kept</span></div>')).toBe('kept');
    expect(sanitizeEmailHtml('<script>never closed <p>gone</p>')).toBe('');
    expect(sanitizeEmailHtml('<iframe src="https://x"></iframe><svg><script>x</script></svg>ok')).toBe('ok');
    expect(sanitizeEmailHtml('a<!-- <script>x</script> -->b')).toBe('ab');
  });

  it('drops event handlers and every attribute not allowed', () => {
    expect(sanitizeEmailHtml('<img src="https://x/y.png" onerror="alert(1)" alt="y">')).toBe(
      '<img src="https://x/y.png" alt="y">',
    );
    expect(sanitizeEmailHtml('<p onclick="x()" style="color:red" class="c">t</p>')).toBe('<p>t</p>');
    expect(sanitizeEmailHtml('<a href="https://x" onmouseover=alert(1) target=_blank>t</a>')).toBe(
      '<a href="https://x">t</a>',
    );
  });

  it('follows only web and mail addresses, however a script address is disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '/relative',
      '',
    ])
      expect(sanitizeEmailHtml(`<a href="${href}">t</a>`)).toBe('t');
    expect(sanitizeEmailHtml('<img src="http://x/y.png">')).toBe('');
    expect(sanitizeEmailHtml('<img src="data:image/png;base64,AAAA">')).toBe('');
  });

  it('escapes text and attribute values, so nothing read becomes markup', () => {
    expect(sanitizeEmailHtml('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
    expect(sanitizeEmailHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(sanitizeEmailHtml('<img src="https://x/y.png" alt="&quot; onerror=&quot;alert(1)">')).toBe(
      '<img src="https://x/y.png" alt="&quot; onerror=&quot;alert(1)">',
    );
    expect(sanitizeEmailHtml('<a href="https://x/?q=&quot;><script>">t</a>')).toBe(
      '<a href="https://x/?q=&quot;&gt;&lt;script&gt;">t</a>',
    );
    expect(sanitizeEmailHtml('<p>odd <b "=">x')).toBe('<p>odd &lt;b &quot;=&quot;&gt;x</p>');
    expect(sanitizeEmailHtml('<a href="https://x>broken')).toBe('&lt;a href=&quot;https://x&gt;broken');
  });

  it('reads a tag the input ends inside, and everything after it, as text, in linear time', () => {
    expect(sanitizeEmailHtml('<p>a</p><b x=1')).toBe('<p>a</p>&lt;b x=1');
    // A million characters: a tenth of a second when linear, hours when quadratic, which Jest's
    // hang guard ends (a time is never asserted).
    const hostile = '<a b '.repeat(200_000);
    expect(sanitizeEmailHtml(hostile)).toBe(hostile.replace(/</g, '&lt;'));
    expect(sanitizeEmailHtml('<SCRİPT>x</SCRİPT>İ<script>y</SCRIPT>z')).toBe('xİz');
  });

  it('balances what it keeps', () => {
    expect(sanitizeEmailHtml('</p><b><i>x</b>y</i>')).toBe('<b><i>x</i></b>y');
    expect(sanitizeEmailHtml('<p>unclosed <b>x')).toBe('<p>unclosed <b>x</b></p>');
    expect(sanitizeEmailHtml('<a href="https://a">one<a href="https://b">two</a>')).toBe(
      '<a href="https://a">one</a><a href="https://b">two</a>',
    );
  });

  it('reads as plain text, a block a line, a link with its address', () => {
    expect(
      emailPlainText(
        '<h1>Hello  Amy</h1><p>Your points: <b>120</b><br>Level Gold</p>' +
          '<ul><li>one</li><li>two</li></ul><ol><li>first</li><li>second</li></ol>' +
          '<p><a href="https://x.test/u">Unsubscribe</a> or <a href="https://x.test">https://x.test</a></p>' +
          '<img src="https://x.test/l.png" alt="Logo"><p>1 &lt; 2</p>',
      ),
    ).toBe(
      [
        'Hello Amy',
        '',
        'Your points: 120',
        'Level Gold',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '2. second',
        '',
        'Unsubscribe (https://x.test/u) or https://x.test',
        '',
        'Logo',
        '',
        '1 < 2',
      ].join('\n'),
    );
  });
});
