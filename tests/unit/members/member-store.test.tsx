// The points store on the member's page: each entry with its points, what is left and its postage,
// a labelled Redeem button that asks him first and sends one key per confirmation, disabled with
// its reason when he cannot redeem it; nothing at all while the store is switched off.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MemberStore as Store, StoreOffer } from '../../../protocol/points-store';
import { MemberStore } from '../../../pages/members/member-page/member-store';
import { answeringServer, bodyOf, renderInEnglish } from './member-page-harness';

const NAMESPACES = ['common', 'http', 'fields', 'validation', 'members', 'stores', 'engine'];

const offer = (changes: Partial<StoreOffer>): StoreOffer => ({
  kind: 'item',
  id: 1,
  name: '環保袋',
  name_en: 'Tote bag',
  description: null,
  picture: null,
  requiredPoints: 200,
  remaining: null,
  invalid: false,
  postage: 0,
  ...changes,
});

/** Answers the page's calls with `store`, recording what was sent. */
const server = (store: Store) =>
  answeringServer((url) =>
    url.endsWith('/store/redeem')
      ? { transactionId: 9, replayed: false, kind: 'item', entryId: 1, name: '環保袋', points: 200 }
      : store,
  );

const onRedeemed = jest.fn();
const renderStore = () =>
  renderInEnglish(
    NAMESPACES,
    <MemberStore token="a-token" onSignedOut={jest.fn()} onRedeemed={onRedeemed} />,
  );

describe('the points store on the member’s page', () => {
  it('lists what he may redeem, and redeems one after he confirms', async () => {
    const sent = server({
      open: true,
      points: 300,
      balance: 0,
      offers: [
        offer({}),
        offer({
          id: 2,
          name: '保溫杯',
          name_en: 'Travel mug',
          requiredPoints: 250,
          remaining: 3,
          postage: 3_000,
        }),
        offer({ id: 3, name: '舊款杯', name_en: 'Old mug', invalid: true }),
        offer({ id: 4, name: '公仔', name_en: 'Figure', remaining: 0 }),
        offer({ kind: 'coupon', id: 5, name: '早餐組合', name_en: 'Breakfast pair', requiredPoints: 900 }),
      ],
    });
    await renderStore();
    expect(await screen.findByRole('heading', { name: 'Points store' })).toBeInTheDocument();
    expect(await screen.findByText('Your points: 300')).toBeInTheDocument();
    expect(screen.getByText('3 left')).toBeInTheDocument();
    expect(screen.getByText(/Plus .*30\.00 postage/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem “Old mug”' })).toBeDisabled();
    expect(screen.getByText('No longer available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem “Figure”' })).toBeDisabled();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem “Breakfast pair”' })).toBeDisabled();
    expect(screen.getByText('Not enough points')).toBeInTheDocument();

    const redeem = screen.getByRole('button', { name: 'Redeem “Tote bag”' });
    expect(redeem).toBeEnabled();
    fireEvent.click(redeem);
    expect(await screen.findByText('Redeem “Tote bag” for 200 points?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Redeem' }));
    // Hidden nodes too: on a loaded machine jsdom's focus trap (tabster) may hide the page a moment
    // after the dialog has gone; the browser tests see what a real one exposes.
    await waitFor(() =>
      expect(screen.getByRole('status', { hidden: true })).toHaveTextContent('Redeemed “Tote bag”'),
    );
    // The rest of his page (his card's points, his coupons, his histories) is told to read again.
    expect(onRedeemed).toHaveBeenCalledTimes(1);
    const redeemed = sent.find(({ url }) => url?.endsWith('/member-page/store/redeem'));
    expect(bodyOf(redeemed)).toMatchObject({
      kind: 'item',
      entryId: 1,
      key: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(redeemed?.headers.get('X-Member-Token')).toBe('a-token');
  });

  it('shows nothing while his company’s store is switched off', async () => {
    const sent = server({ open: false, points: 0, balance: 0, offers: [] });
    await renderStore();
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('heading')).not.toBeInTheDocument());
  });
});
