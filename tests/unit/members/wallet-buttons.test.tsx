// The wallet buttons on the member's own page (issue 24 item 7): each platform his company offers
// gets its button, with his token on every call; "Save to Google Wallet" asks for the signed link, and
// a company that offers neither shows nothing.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemberWallet } from '../../../pages/members/member-page/member-wallet';
import type { WalletOffer } from '../../../protocol/wallet';
import { answeringServer, renderInEnglish } from './member-page-harness';

const NAMESPACES = ['common', 'http', 'wallet', 'engine'];

/** Answers the component's calls as a server offering `offer`, recording what was sent. */
const server = (offer: WalletOffer) =>
  answeringServer((url) =>
    url.endsWith('/wallet/google') ? { url: 'https://pay.google.com/gp/v/save/a.b.c' } : offer,
  );

const renderWallet = () => renderInEnglish(NAMESPACES, <MemberWallet token="his-token" />);

describe('the member page’s wallet buttons', () => {
  it('shows both buttons when both are offered, and asks for the Google link with his token', async () => {
    const sent = server({ apple: true, google: true });
    await renderWallet();
    expect(await screen.findByRole('button', { name: 'Add to Apple Wallet' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save to Google Wallet' }));
    // jsdom does not navigate: the link asked for, with his token, is what is seen here.
    await waitFor(() => expect(sent.map((call) => call.url)).toContain('/member-page/wallet/google'));
    expect(sent.map((call) => call.headers.get('x-member-token'))).toEqual(['his-token', 'his-token']);
  });

  it('says so, where a screen reader hears it, when the pass cannot be had now', async () => {
    answeringServer((url) => {
      if (url.endsWith('/wallet/google')) throw new Error('the server is away');
      return { apple: false, google: true };
    });
    await renderWallet();
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Google Wallet' }));
    expect(
      await screen.findByText('Your wallet pass could not be prepared. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('could not be prepared');
  });

  it('shows only what is offered, and nothing when neither is', async () => {
    server({ apple: false, google: true });
    const { unmount } = await renderWallet();
    expect(await screen.findByRole('button', { name: 'Save to Google Wallet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Apple Wallet' })).toBeNull();
    unmount();
    const sent = server({ apple: false, google: false });
    const { container } = await renderWallet();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container.querySelector('button')).toBeNull();
  });
});
