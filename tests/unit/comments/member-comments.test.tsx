// Comments on the member's page: his visits, each with its branch and what he ordered, a labelled
// Comment button for what he has not commented on and a badge for what he has; a comment asks his
// stars and words in a dialog and sends them, with his token, about that visit and that dish.
import { fireEvent, screen } from '@testing-library/react';
import { MemberComments } from '../../../pages/members/member-page/member-comments';
import type { CommentableVisit } from '../../../protocol/comments';
import { MEMBER_TOKEN_HEADER } from '../../../protocol/member-page';
import { answeringServer, bodyOf, renderInEnglish } from '../members/member-page-harness';

const NAMESPACES = ['common', 'http', 'fields', 'validation', 'comments', 'engine'];

const VISIT: CommentableVisit = {
  orderId: 41,
  orderNo: 'N-0041',
  shopName: 'Central',
  closedAt: '2026-03-02T05:00:00.000Z',
  shopCommented: true,
  items: [
    { target: 'dish', itemId: 7, name: 'Milk tea', commented: false },
    { target: 'combo', itemId: 9, name: 'Tea set', commented: true },
  ],
};

describe('comments on the member’s page', () => {
  it('offers what he has not commented on, and sends his stars and words about it', async () => {
    const sent = answeringServer((url) => (url.endsWith('/visits') ? [VISIT] : { id: 3 }));
    await renderInEnglish(NAMESPACES, <MemberComments token="a-token" onSignedOut={jest.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Comment on your visits' })).toBeInTheDocument();
    expect(await screen.findByText(/order N-0041/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comment on Central' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comment on Tea set' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Commented')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Comment on Milk tea' }));
    fireEvent.click(await screen.findByRole('radio', { name: '4 of 5 stars' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Content' }), { target: { value: 'Smooth' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText(/Your comment on Milk tea is sent/)).toHaveAttribute('role', 'status');

    const posted = sent.find((config) => config.url?.endsWith('/member-page/comments'));
    expect(bodyOf(posted)).toMatchObject({
      orderId: 41,
      target: 'dish',
      itemId: 7,
      rating: 4,
      content: 'Smooth',
    });
    expect(posted?.headers[MEMBER_TOKEN_HEADER]).toBe('a-token');
  });
});
