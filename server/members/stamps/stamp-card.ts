// A member's stamp card as stamps move on it: stamps added fill cards, each filled card counted (its
// number is its reward's key) and a new one started with what is left over; stamps taken back (a
// refund, a deleted order) come off the card he is filling, below zero if need be, so a reward
// once given is never taken back and the stamps he earns next pay the difference first.

export interface StampCard {
  /** Cards filled so far: the one he is filling is number `cardsFilled + 1`. */
  cardsFilled: number;
  /** Stamps on the card he is filling; negative while a take-back is being paid. */
  stamps: number;
}

/** The card after `moved` stamps (taken back when negative) at `perCard` stamps a card, and the numbers of the cards filled. */
export function moveStamps(
  card: StampCard,
  moved: number,
  perCard: number,
): { card: StampCard; filled: number[] } {
  const total = card.stamps + moved;
  const newlyFilled = total >= perCard ? Math.floor(total / perCard) : 0;
  const filled = Array.from({ length: newlyFilled }, (_, i) => card.cardsFilled + i + 1);
  return {
    card: { cardsFilled: card.cardsFilled + newlyFilled, stamps: total - newlyFilled * perCard },
    filled,
  };
}
