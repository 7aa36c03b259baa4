import {
  htmlToRichText,
  richTextPlain,
  richTextToHtml,
  sanitizeHtml,
} from '../../../../engine/widgets/rich-text/rich-text-html';
import { safeUrl } from '../../../../engine/widgets/rich-text/rich-text-model';

const DOCUMENT =
  '<h1>Our story</h1>' +
  '<h2>Since 1998</h2>' +
  '<p>Fresh <strong>dim sum</strong>, <em>daily</em> and <strong><em>hot</em></strong>.</p>' +
  '<p>See <a href="https://example.com/menu">the menu</a> or <a href="/home/home">home</a>.<br>Thanks</p>' +
  '<ul><li>Har gow</li><li>Siu mai</li></ul>' +
  '<ol><li>Order</li><li>Eat</li></ol>' +
  '<img src="https://example.com/a.png" alt="A bamboo steamer">';

describe('rich-text HTML', () => {
  it('writes back exactly the HTML it reads, for everything the editor offers', () => {
    expect(richTextToHtml(htmlToRichText(DOCUMENT))).toBe(DOCUMENT);
  });

  it('reads headings, marks, links, lists and images into the document', () => {
    const [heading, , text, links, bullets, , image] = htmlToRichText(DOCUMENT);
    expect(heading).toEqual({ type: 'heading-one', children: [{ text: 'Our story' }] });
    expect(text?.children).toEqual([
      { text: 'Fresh ' },
      { text: 'dim sum', bold: true },
      { text: ', ' },
      { text: 'daily', italic: true },
      { text: ' and ' },
      { text: 'hot', bold: true, italic: true },
      { text: '.' },
    ]);
    expect(links?.children[1]).toEqual({
      type: 'link',
      url: 'https://example.com/menu',
      children: [{ text: 'the menu' }],
    });
    expect(bullets).toEqual({
      type: 'bulleted-list',
      children: [
        { type: 'list-item', children: [{ text: 'Har gow' }] },
        { type: 'list-item', children: [{ text: 'Siu mai' }] },
      ],
    });
    expect(image).toEqual({
      type: 'image',
      url: 'https://example.com/a.png',
      alt: 'A bamboo steamer',
      children: [{ text: '' }],
    });
  });

  it('drops a script with its content and every event attribute', () => {
    const html = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)" alt="x">',
    );
    expect(html).toBe('<p>Hi</p><img src="x.png" alt="x">');
    expect(html).not.toMatch(/script|onerror|onclick|alert/);
  });

  it('drops javascript and data addresses but keeps the link text', () => {
    expect(sanitizeHtml('<p><a href="javascript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(sanitizeHtml('<p><a href=" java\tscript:alert(1)">click</a></p>')).toBe('<p>click</p>');
    expect(sanitizeHtml('<img src="data:image/png;base64,AAAA" alt="x">')).toBe('');
    expect(safeUrl('mailto:chef@example.com', 'link')).toBe('mailto:chef@example.com');
    expect(safeUrl('mailto:chef@example.com', 'image')).toBeUndefined();
  });

  it('keeps the text of elements it does not offer, and drops styles, frames and forms whole', () => {
    expect(
      sanitizeHtml(
        '<div style="color:red"><span class="x">Plain <u>text</u></span></div>' +
          '<style>p{}</style><iframe src="https://example.com"></iframe><svg><text>no</text></svg>',
      ),
    ).toBe('<p>Plain text</p>');
  });

  it('escapes text, so markup typed as text stays text', () => {
    const typed = [{ type: 'paragraph' as const, children: [{ text: '<b>1 & 2</b> "q"' }] }];
    expect(richTextToHtml(typed)).toBe('<p>&lt;b&gt;1 &amp; 2&lt;/b&gt; &quot;q&quot;</p>');
  });

  it('flattens nested lists one level deep and wraps loose text in paragraphs', () => {
    expect(sanitizeHtml('Loose <b>text</b><ul><li>a<ul><li>b</li></ul></li></ul>')).toBe(
      '<p>Loose <strong>text</strong></p><ul><li>a</li><li>b</li></ul>',
    );
  });

  it('stores an empty document as the empty string, and reads one as an empty paragraph', () => {
    expect(htmlToRichText('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(richTextToHtml(htmlToRichText('<p> </p><p></p>'))).toBe('');
  });

  it('reads as plain lines for list cells and the export', () => {
    expect(richTextPlain(htmlToRichText(DOCUMENT))).toBe(
      [
        'Our story',
        'Since 1998',
        'Fresh dim sum, daily and hot.',
        'See the menu or home.\nThanks',
        'Har gow',
        'Siu mai',
        'Order',
        'Eat',
        'A bamboo steamer',
      ].join('\n'),
    );
  });
});
