// A member's stamp card as stamps move on it: filled cards counted with the surplus carried to the
// next, stamps taken back off the card he is filling (below zero if need be), never off a filled one.
import { moveStamps } from '../../../server/members/stamps/stamp-card';

describe('a member’s stamp card', () => {
  const empty = { cardsFilled: 0, stamps: 0 };

  it('fills a card at the count, starts the next with the surplus, and names each filled card', () => {
    expect(moveStamps(empty, 3, 5)).toEqual({ card: { cardsFilled: 0, stamps: 3 }, filled: [] });
    expect(moveStamps({ cardsFilled: 0, stamps: 3 }, 2, 5)).toEqual({
      card: { cardsFilled: 1, stamps: 0 },
      filled: [1],
    });
    expect(moveStamps({ cardsFilled: 1, stamps: 4 }, 13, 5)).toEqual({
      card: { cardsFilled: 4, stamps: 2 },
      filled: [2, 3, 4],
    });
  });

  it('takes stamps back off the card he is filling, below zero after a filled one, and pays that back first', () => {
    expect(moveStamps({ cardsFilled: 0, stamps: 4 }, -3, 5)).toEqual({
      card: { cardsFilled: 0, stamps: 1 },
      filled: [],
    });
    const owed = moveStamps({ cardsFilled: 1, stamps: 1 }, -4, 5);
    expect(owed).toEqual({ card: { cardsFilled: 1, stamps: -3 }, filled: [] });
    expect(moveStamps(owed.card, 7, 5)).toEqual({ card: { cardsFilled: 1, stamps: 4 }, filled: [] });
    expect(moveStamps(owed.card, 8, 5)).toEqual({ card: { cardsFilled: 2, stamps: 0 }, filled: [2] });
  });

  it('fills at once the cards a lowered count has already reached', () => {
    expect(moveStamps({ cardsFilled: 2, stamps: 8 }, 1, 3)).toEqual({
      card: { cardsFilled: 5, stamps: 0 },
      filled: [3, 4, 5],
    });
  });
});
