// The member's sign-in on his own page offers the ways his restaurant opens: tabs for both, the one
// form for one, a word for none; by code, the email and "Send me a code", then the code and sign-in.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberSignInMethod } from '../../../protocol/member-page';
import { MemberSignInForm } from '../../../pages/members/member-page/member-sign-in-form';
import { answeringServer, bodyOf, renderInEnglish } from './member-page-harness';

const NAMESPACES = ['common', 'http', 'fields', 'validation', 'account', 'members', 'engine'];
const CARD = {
  id: 7,
  code: '7',
  nickname: 'Mei',
  companyName: 'Harbour',
  levelName: null,
  points: 0,
  balance: 0,
  vip: false,
  vipUntil: null,
};

/** Answers the page's calls as a server opening `methods` would, recording what was sent. */
const server = (methods: MemberSignInMethod[]) =>
  answeringServer((url) =>
    url.endsWith('/sign-in-methods')
      ? { methods }
      : url.endsWith('/sign-in-code')
        ? { token: 'a-token', card: CARD }
        : null,
  );

async function renderForm(onSignedIn = jest.fn()) {
  await renderInEnglish(NAMESPACES, <MemberSignInForm company="harbour-island" onSignedIn={onSignedIn} />);
  return onSignedIn;
}

describe('the member’s sign-in form', () => {
  it('offers both ways as tabs, and signs in with a mailed code', async () => {
    const sent = server(['emailPassword', 'emailCode']);
    const onSignedIn = await renderForm();
    expect(await screen.findByRole('tablist', { name: 'How to sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/password/i, { selector: 'input' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Code by email' }));
    expect(screen.queryByLabelText(/password/i, { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^code/i, { selector: 'input' })).not.toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: /email/i }), {
      target: { value: ' mei@example.com ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    // The status line is there from the start, empty, so screen readers announce what comes in it.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('mei@example.com'));
    expect(bodyOf(sent.at(-1))).toMatchObject({ company: 'harbour-island', email: 'mei@example.com' });

    fireEvent.change(screen.getByRole('textbox', { name: /^code/i }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ token: 'a-token', card: CARD }));
    expect(sent.at(-1)?.url).toMatch(/\/member-page\/sign-in-code$/);
    expect(bodyOf(sent.at(-1))).toMatchObject({ email: 'mei@example.com', code: '123456' });
  });

  it('shows the one form without tabs when one way is open', async () => {
    server(['emailCode']);
    await renderForm();
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('says the page is not open when no way is', async () => {
    server([]);
    await renderForm();
    expect(await screen.findByText("This restaurant's member page is not open.")).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
