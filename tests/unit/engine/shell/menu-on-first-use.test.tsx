// The header's and tabs' menus come with the header's popups on first use (issue 22): until then the
// trigger is the shell's own, and what it was asked meanwhile (the focus, an opening) carries over to
// the Fluent menu once the popups arrive.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MenuOnFirstUse } from '../../../../engine/shell/menu-on-first-use';
import { loadHeaderPopups, type HeaderPopups } from '../../../../engine/shell/use-header-popups';
import { testI18n } from '../../../support/test-i18n';

// The popups' arrival is the test's to decide.
let mockPopups: HeaderPopups | undefined;
jest.mock('../../../../engine/shell/use-header-popups', () => ({
  loadHeaderPopups: jest.fn(),
  useHeaderPopups: () => mockPopups,
}));

let i18n: i18n;

function TabLink({ openOnContext }: { openOnContext?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <FluentProvider theme={webLightTheme}>
      <I18nextProvider i18n={i18n}>
        <MenuOnFirstUse
          openOnContext={openOnContext}
          open={open}
          onOpenChange={setOpen}
          trigger={<button type="button">Home</button>}
          menu={(popups, props) => (
            <popups.TabMenuPopup {...props} title="Home" closable onCommand={() => undefined} />
          )}
        />
      </I18nextProvider>
    </FluentProvider>
  );
}

const arrive = () => {
  mockPopups = jest.requireActual('../../../../engine/shell/header-popups');
};

describe('a menu fetched on first use', () => {
  beforeAll(async () => {
    i18n = await testI18n('en', ['shell']);
  });

  beforeEach(() => {
    mockPopups = undefined;
    jest.mocked(loadHeaderPopups).mockClear();
  });

  it('draws its trigger as a menu button and fetches the popups when pointed at', () => {
    render(<TabLink />);
    const trigger = screen.getByRole('button', { name: 'Home' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    fireEvent.pointerEnter(trigger);
    expect(loadHeaderPopups).toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  // Where the focus lands (the first item) is the browser's to check: tabster sees no layout here.
  it('opens a context menu asked for before the popups came', async () => {
    const { rerender } = render(<TabLink openOnContext />);
    // A right-click shows no browser menu: the tab's menu is on its way.
    expect(fireEvent.contextMenu(screen.getByRole('button', { name: 'Home' }))).toBe(false);
    expect(loadHeaderPopups).toHaveBeenCalled();
    arrive();
    rerender(<TabLink openOnContext />);
    const menu = await screen.findByRole('menu', { name: 'Home' });
    expect(menu).toHaveTextContent('RefreshCloseClose othersClose all');
  });

  it('keeps the focus on the trigger when the popups replace it', () => {
    const { rerender } = render(<TabLink />);
    const standIn = screen.getByRole('button', { name: 'Home' });
    act(() => standIn.focus());
    expect(loadHeaderPopups).toHaveBeenCalled();
    arrive();
    rerender(<TabLink />);
    const trigger = screen.getByRole('button', { name: 'Home' });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
