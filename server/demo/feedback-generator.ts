// Demo customer feedback of one shop's day: a few of the closed orders' customers leave a score on
// the customer display or the QR ordering page a little after paying, most of them pleased; those
// who are not tick what disappointed them. Texts are in the region's language.
import type { Region } from '../../engine/schema';
import {
  DISSATISFACTIONS,
  FEEDBACK_ASPECTS,
  STARS,
  type Dissatisfaction,
  type FeedbackChannel,
  type PosFeedback,
} from '../../protocol/pos-feedback';
import type { PosOrder } from '../../protocol/pos-order';
import type { SeededRandom } from './seeded-random';

const MINUTE = 60_000;

/** How likely an order's customer leaves feedback, by order type; a delivery's never sees the shop. */
const LEAVES_FEEDBACK: Record<PosOrder['type'], number> = {
  dineIn: 0.08,
  takeAway: 0.03,
  deliveryPlatform: 0,
};
const SCORES: readonly (readonly [number, number])[] = [
  [5, 45],
  [4, 30],
  [3, 12],
  [2, 8],
  [1, 5],
];
/** What disappoints a café's customers most often. */
const DISSATISFACTION_WEIGHTS: Record<Dissatisfaction, number> = {
  slowService: 25,
  foodQuality: 15,
  foodTemperature: 12,
  price: 12,
  portionSize: 10,
  staffAttitude: 8,
  cleanliness: 6,
  wrongOrder: 6,
  noise: 6,
  other: 3,
};
const WORDS: Record<
  Region,
  Record<'pleased' | 'mixed' | 'displeased', { subject: string; content: string }[]>
> = {
  hk: {
    pleased: [
      { subject: '好味', content: '奶茶夠滑，多士熱辣辣，下次再來。' },
      { subject: '服務好', content: '侍應好有禮貌，上菜又快。' },
      { subject: '', content: '環境舒服，價錢合理。' },
    ],
    mixed: [
      { subject: '一般', content: '味道不錯，但等位等得耐。' },
      { subject: '', content: '份量可以大啲。' },
    ],
    displeased: [
      { subject: '等太耐', content: '落單後等咗半個鐘先有得食。' },
      { subject: '失望', content: '食物凍咗，叫侍應又冇人理。' },
    ],
  },
  us: {
    pleased: [
      { subject: 'Great meal', content: 'The milk tea was smooth and the toast came out hot.' },
      { subject: 'Friendly staff', content: 'Quick, polite service. We will be back.' },
      { subject: '', content: 'Comfortable place at a fair price.' },
    ],
    mixed: [
      { subject: 'OK', content: 'Tasty, but we waited a long time for a table.' },
      { subject: '', content: 'Portions could be bigger.' },
    ],
    displeased: [
      { subject: 'Too slow', content: 'Half an hour between ordering and eating.' },
      { subject: 'Disappointed', content: 'The food was cold and nobody came when we called.' },
    ],
  },
};

export interface FeedbackContext {
  random: SeededRandom;
  region: Region;
  /** An instant (ms) as the shop's wall clock with its offset. */
  iso: (instant: number) => string;
  /** Nothing after it has happened. */
  now?: number;
}

const clampStars = (value: number) => Math.min(STARS.max, Math.max(STARS.min, value));

function feedbackOf(order: PosOrder, closedAt: number, context: FeedbackContext): PosFeedback | undefined {
  const { random } = context;
  const left = closedAt + random.int(1, 20) * MINUTE;
  if (context.now !== undefined && left > context.now) return undefined;
  const score = random.weighted(SCORES);
  const ratings = Object.fromEntries(
    FEEDBACK_ASPECTS.filter((aspect) => aspect !== 'environment' || order.type === 'dineIn')
      .filter(() => random.chance(0.7))
      .map((aspect) => [aspect, clampStars(score + random.int(-1, 1))]),
  );
  const weights = DISSATISFACTIONS.map((code) => [code, DISSATISFACTION_WEIGHTS[code]] as const);
  const ticked =
    score <= 3 ? new Set(Array.from({ length: random.int(1, 2) }, () => random.weighted(weights))) : [];
  const words = random.pick(
    WORDS[context.region][score >= 4 ? 'pleased' : score === 3 ? 'mixed' : 'displeased'],
  );
  const channel: FeedbackChannel =
    order.type === 'dineIn' && random.chance(0.4) ? 'qrOrdering' : 'customerDisplay';
  const at = context.iso(left);
  return {
    feedbackId: `${order.orderId}:feedback`,
    channel,
    orderId: order.orderId,
    score,
    ratings,
    ...(words.subject ? { subject: words.subject } : {}),
    content: words.content,
    dissatisfactions: [...ticked],
    at,
    updatedAt: at,
  };
}

/** The feedback some of the day's closed orders' customers left. */
export function feedbackOfDay(orders: readonly PosOrder[], context: FeedbackContext): PosFeedback[] {
  return orders.flatMap((order) => {
    if (!order.closedAt || order.deleted || !context.random.chance(LEAVES_FEEDBACK[order.type])) return [];
    return feedbackOf(order, Date.parse(order.closedAt), context) ?? [];
  });
}
