// The unsubscribe page (issue 25 item 7) and the member's consent switches on his page, drawn in
// jsdom behind the client's real request layer: the page names the company and the channel and
// withdraws only when its button is pressed (a link scanner's opening changes nothing), then confirms
// where the keyboard's focus lands; a link that does not verify says so; his switches send his own
// change with his token.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes } from 'react-router';
import { http } from '../../../engine/client/http';
import { MemberConsentSection } from '../../../pages/members/member-page/member-consent';
import { UnsubscribePage } from '../../../pages/marketing/unsubscribe/unsubscribe-page';
import type { MemberConsent, UnsubscribeView } from '../../../protocol/consent';
import { axeViolations } from '../support/axe-violations';
import { answeringServer, bodyOf, renderInEnglish } from '../members/member-page-harness';

const NAMESPACES = ['common', 'http', 'consent', 'engine', 'shell'];
const TOKEN = '12.3456.email.k1.abc';

const showPage = () =>
  renderInEnglish(
    NAMESPACES,
    <MemoryRouter initialEntries={[`/unsubscribe/${TOKEN}`]}>
      <Routes>
        <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
      </Routes>
    </MemoryRouter>,
  );

describe('the unsubscribe page', () => {
  it('asks first, withdraws on the button alone, and confirms where the focus goes', async () => {
    let subscribed = true;
    const sent = answeringServer((): UnsubscribeView => {
      const view = { companyName: 'Harbour Island Dining Group', channel: 'email' as const, subscribed };
      subscribed = false;
      return view;
    });
    await showPage();
    expect(
      await screen.findByText('Harbour Island Dining Group sends you marketing messages by email.'),
    ).toBeInTheDocument();
    expect(sent.map((call) => call.method)).toEqual(['get']);
    expect(await axeViolations()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent(
      'You are unsubscribed: Harbour Island Dining Group will send you no more marketing messages by email.',
    );
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(sent.map((call) => [call.method, call.url])).toEqual([
      ['get', `/public/unsubscribe/${encodeURIComponent(TOKEN)}`],
      ['post', `/public/unsubscribe/${encodeURIComponent(TOKEN)}`],
    ]);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says a link that does not verify is not valid', async () => {
    // The server's answer to a token that does not verify: the envelope's "not found" with its message.
    http.defaults.adapter = async (config) => ({
      data: {
        status: 2,
        msg: '此取消訂閱連結無效。',
        msgEn: 'This unsubscribe link is not valid.',
        data: null,
      },
      status: 200,
      statusText: 'OK',
      headers: new AxiosHeaders(),
      config,
    });
    await showPage();
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });
});

describe('his consent switches on his page', () => {
  it('shows a labelled switch per channel and sends his change with his token', async () => {
    const now: MemberConsent[] = [
      { channel: 'email', granted: true },
      { channel: 'sms', granted: false },
      { channel: 'wallet', granted: false },
    ];
    const sent = answeringServer((url) => (url.endsWith('/consent') ? now : null));
    await renderInEnglish(
      NAMESPACES,
      <MemberConsentSection token="his-token" onSignedOut={() => undefined} />,
    );
    const sms = await screen.findByRole('switch', { name: 'SMS' });
    expect(screen.getByRole('switch', { name: 'Email' })).toBeChecked();
    expect(sms).not.toBeChecked();
    fireEvent.click(sms);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.method).toBe('put');
    expect(bodyOf(sent[1])).toMatchObject({ channel: 'sms', granted: true });
    expect(sent.map((call) => call.headers.get('x-member-token'))).toEqual(['his-token', 'his-token']);
    expect(screen.getByRole('switch', { name: 'SMS' })).toBeChecked();
    expect(await axeViolations()).toEqual([]);
  });
});
