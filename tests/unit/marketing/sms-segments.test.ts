/**
 * @jest-environment node
 */
// SMS segments by a reference table worked out by hand: each row's units and segments are written as
// the arithmetic that gives them (one segment holds 160 GSM-7 or 70 UCS-2 units, a longer text goes
// in parts of 153 or 67), with the reason, never by calling the code under test.
import { smsCost, smsSegments } from '../../../server/marketing/sms-segments';

const latin = (count: number) => 'a'.repeat(count);
const chinese = (count: number) => '中'.repeat(count);

type Row = [why: string, text: string, encoding: 'gsm7' | 'ucs2', units: number, segments: number];

const ENGLISH: Row[] = [
  ['0 letters: nothing to send', latin(0), 'gsm7', 0, 0],
  ['1 letter', latin(1), 'gsm7', 1, 1],
  ['70 letters: well inside one GSM-7 segment', latin(70), 'gsm7', 70, 1],
  ['71 letters', latin(71), 'gsm7', 71, 1],
  ['134 letters', latin(134), 'gsm7', 134, 1],
  ['135 letters', latin(135), 'gsm7', 135, 1],
  ['160 letters: the most one segment holds', latin(160), 'gsm7', 160, 1],
  ['161 letters: 153 + 8', latin(161), 'gsm7', 161, 2],
  ['306 letters: 153 + 153', latin(306), 'gsm7', 306, 2],
  ['307 letters: 153 + 153 + 1', latin(307), 'gsm7', 307, 3],
];

const CHINESE: Row[] = [
  ['0 characters: nothing to send', chinese(0), 'gsm7', 0, 0],
  ['1 character', chinese(1), 'ucs2', 1, 1],
  ['70 characters: the most one UCS-2 segment holds', chinese(70), 'ucs2', 70, 1],
  ['71 characters: 67 + 4', chinese(71), 'ucs2', 71, 2],
  ['134 characters: 67 + 67', chinese(134), 'ucs2', 134, 2],
  ['135 characters: 67 + 67 + 1', chinese(135), 'ucs2', 135, 3],
  ['160 characters: 67 + 67 + 26', chinese(160), 'ucs2', 160, 3],
  ['161 characters: 67 + 67 + 27', chinese(161), 'ucs2', 161, 3],
  ['306 characters: 4 × 67 = 268, + 38', chinese(306), 'ucs2', 306, 5],
  ['307 characters: 268 + 39', chinese(307), 'ucs2', 307, 5],
];

const EXTENSION: Row[] = [
  ['80 euro signs: 80 × 2 = 160 units, one segment', '€'.repeat(80), 'gsm7', 80 * 2, 1],
  ['81 euro signs: 162 units; 76 pairs (152) a part, 5 left', '€'.repeat(81), 'gsm7', 81 * 2, 2],
  ['158 letters and a form feed: 158 + 2 = 160, one segment', latin(158) + '\f', 'gsm7', 160, 1],
  ['159 letters and a caret: 161 units, 153 | 6 + 2', latin(159) + '^', 'gsm7', 161, 2],
  [
    '152 letters, €, 152 letters: 306 units, yet the pair cannot take unit 153: 152 | 2 + 151 | 1',
    latin(152) + '€' + latin(152),
    'gsm7',
    152 + 2 + 152,
    3,
  ],
  [
    '153 letters, {, 151 letters: 306 units, the pair starts the second part: 153 | 2 + 151',
    latin(153) + '{' + latin(151),
    'gsm7',
    153 + 2 + 151,
    2,
  ],
  [
    'a letter and 80 euro signs: 161 units; 1 + 76 pairs = 153 | 4 pairs',
    'a' + '€'.repeat(80),
    'gsm7',
    1 + 160,
    2,
  ],
  ['every extension character, 10 of them: 20 units', '\f^{}\\[~]|€', 'gsm7', 10 * 2, 1],
];

const EMOJI_AND_MIXED: Row[] = [
  ['one emoji: a surrogate pair, 2 UCS-2 units', '😀', 'ucs2', 2, 1],
  ['35 emoji: 70 units, one segment', '😀'.repeat(35), 'ucs2', 70, 1],
  ['36 emoji: 72 units; 33 pairs (66) a part, 3 left', '😀'.repeat(36), 'ucs2', 72, 2],
  ['69 letters and an emoji: 71 UCS-2 units, 67 | 2 + 2', latin(69) + '😀', 'ucs2', 71, 2],
  [
    '66 letters, an emoji, 66 letters: 134 units, yet the pair cannot take unit 67: 66 | 2 + 65 | 1',
    latin(66) + '😀' + latin(66),
    'ucs2',
    66 + 2 + 66,
    3,
  ],
  ['one Chinese character makes the whole text UCS-2: Hello 你好', 'Hello 你好', 'ucs2', 6 + 2, 1],
  ['70 letters and one Chinese character: 71 UCS-2 units, 67 + 4', latin(70) + '你', 'ucs2', 71, 2],
  ['é, £ and ¥ are in the basic set: Café £5 ¥6', 'Café £5 ¥6', 'gsm7', 10, 1],
  ['á is not: Cafá is UCS-2', 'Cafá', 'ucs2', 4, 1],
  ['a backtick is not either', '`', 'ucs2', 1, 1],
  ['line breaks are in the basic set', 'a\nb\r\nc', 'gsm7', 6, 1],
];

describe('an SMS in segments, by the reference table', () => {
  it.each([...ENGLISH, ...CHINESE, ...EXTENSION, ...EMOJI_AND_MIXED])(
    '%s',
    (_why, text, encoding, units, segments) => {
      expect(smsSegments(text)).toEqual({ encoding, units, segments });
    },
  );
});

describe('an SMS’s cost', () => {
  it('is its segments times the credits a segment costs', () => {
    expect(smsCost(latin(161))).toBe(2);
    expect(smsCost(chinese(135), 3)).toBe(3 * 3);
    expect(smsCost('')).toBe(0);
  });
});
