import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import type { FieldSchema } from '../../../../engine/schema/resource';
import { displayValue } from '../../../../engine/screens/display-value';
import { RichTextDisplay } from '../../../../engine/widgets/rich-text/rich-text-display';

const field: FieldSchema = {
  type: 'string',
  title: 'companies:fields.introduction',
  ui: { widget: 'richText' },
};
const STORED =
  '<h2>Menu</h2><p onclick="steal()">See <a href="https://example.com" onmouseover="x()">this</a>' +
  '<script>alert(1)</script></p><ul><li>One</li></ul><img src="https://example.com/a.png" onerror="alert(2)" alt="Steamer">';

const show = (compact?: boolean) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <RichTextDisplay field={field} value={STORED} compact={compact} />
    </FluentProvider>,
  ).container;

describe('the rich-text display', () => {
  it('shows the sanitised document on the detail screen', () => {
    const container = show();
    expect(screen.getByRole('heading', { level: 2, name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('img', { name: 'Steamer' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onmouseover|onerror|alert/);
  });

  it('opens links in a new tab without a handle back to the back office', () => {
    show();
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows its words on one line in a list cell', () => {
    expect(show(true).textContent).toBe('Menu See this One Steamer');
  });

  it('exports its words, one block a line, never the markup', () => {
    expect(displayValue(field, STORED, (key: string) => key)).toBe('Menu\nSee this\nOne\nSteamer');
  });
});
