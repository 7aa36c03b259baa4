// A demo company's members (issue 23 item 7), the same on every run (seeded): Hong Kong names, in
// Chinese or as an English name and a romanised surname, a phone unique within the company and/or
// an email, a gender, a birthday, favourite cuisines, a tenth of them VIPs, a few suspended, and
// sign-ups spread over the last year, oldest first.
import { addDays, zonedDate } from '../../protocol/zoned-time';
import { hashSeed, SeededRandom } from './seeded-random';

export interface DemoMember {
  record: Record<string, unknown>;
  /** When he signed up (ms, whole seconds): his record's creation stamp. */
  signedUpAt: number;
  suspended: boolean;
  /** Cents of stored value the restaurant opened his account with (a VIP's), or none. */
  openingBalance?: number;
}

type Gender = 'male' | 'female';
interface GivenName {
  chinese: string;
  romanised: string;
  english: string;
}

const SURNAMES: readonly (readonly [string, string])[] = [
  ['陳', 'Chan'],
  ['李', 'Lee'],
  ['張', 'Cheung'],
  ['黃', 'Wong'],
  ['何', 'Ho'],
  ['林', 'Lam'],
  ['梁', 'Leung'],
  ['吳', 'Ng'],
  ['劉', 'Lau'],
  ['鄭', 'Cheng'],
  ['郭', 'Kwok'],
  ['麥', 'Mak'],
  ['蔡', 'Choi'],
  ['楊', 'Yeung'],
  ['鄧', 'Tang'],
  ['曾', 'Tsang'],
];

const given = (chinese: string, romanised: string, english: string): GivenName => ({
  chinese,
  romanised,
  english,
});
const GIVEN_NAMES: Record<Gender, readonly GivenName[]> = {
  female: [
    given('嘉欣', 'kayan', 'Ivy'),
    given('美玲', 'meiling', 'Karen'),
    given('詠詩', 'wingsze', 'Mandy'),
    given('曉彤', 'hiutung', 'Winnie'),
    given('雅婷', 'ngating', 'Joyce'),
    given('淑儀', 'shukyee', 'Cherry'),
    given('家慧', 'kawai', 'Fiona'),
    given('凱琳', 'hoilam', 'Queenie'),
  ],
  male: [
    given('志明', 'chiming', 'Kelvin'),
    given('家豪', 'kaho', 'Jason'),
    given('俊傑', 'chunkit', 'Raymond'),
    given('偉強', 'waikeung', 'Tommy'),
    given('子軒', 'tszhin', 'Eric'),
    given('國輝', 'kwokfai', 'Ken'),
    given('浩然', 'hoyin', 'Alan'),
    given('建華', 'kinwah', 'Derek'),
  ],
};

/** Where members' phones are from: the country code, its mobile numbers' leading digits and length. */
const PHONES: readonly (readonly [{ code: string; leads: readonly string[]; length: number }, number])[] = [
  [{ code: '+852', leads: ['5', '6', '9'], length: 8 }, 85],
  [{ code: '+86', leads: ['13', '15', '18'], length: 11 }, 7],
  [{ code: '+853', leads: ['6'], length: 8 }, 5],
  [{ code: '+886', leads: ['9'], length: 9 }, 1],
  [{ code: '+65', leads: ['8', '9'], length: 8 }, 1],
  [{ code: '+44', leads: ['7'], length: 10 }, 1],
];

const CUISINES: readonly (readonly [string, number])[] = [
  ['cantonese', 30],
  ['chinese', 15],
  ['japanese', 20],
  ['western', 10],
  ['korean', 8],
  ['thai', 6],
  ['italian', 5],
  ['taiwanese', 3],
  ['french', 2],
  ['asian', 1],
];

const DAY = 86_400_000;
const VIP_RATE = 0.1;
const SUSPENDED_RATE = 0.01;
/** Opening stored values of half the VIPs, in cents. */
const OPENING_BALANCES = [50_000, 100_000, 200_000, 300_000] as const;

class MemberGenerator {
  private readonly phones = new Set<string>();

  constructor(
    private readonly random: SeededRandom,
    private readonly now: number,
    private readonly today: string,
  ) {}

  member(serial: number): DemoMember {
    const { random } = this;
    const gender: Gender = random.chance(0.55) ? 'female' : 'male';
    const [surname, surnameRomanised] = random.pick(SURNAMES);
    const name = random.pick(GIVEN_NAMES[gender]);
    const nickname = random.chance(0.6) ? `${surname}${name.chinese}` : `${name.english} ${surnameRomanised}`;
    const hasPhone = random.chance(0.9);
    const hasEmail = !hasPhone || random.chance(0.5);
    const handle = `${random.chance(0.5) ? name.english.toLowerCase() : name.romanised}.${surnameRomanised.toLowerCase()}`;
    const vip = random.chance(VIP_RATE);
    const cuisines = random.chance(0.6) ? this.cuisines() : [];
    const birthday = random.chance(0.85) ? this.birthday() : undefined;
    const record = {
      nickname,
      ...(hasPhone ? this.phone() : {}),
      ...(hasEmail ? { email: `${handle}${serial}@mail.example` } : {}),
      // A few keep their gender to themselves.
      ...(random.chance(0.92) ? { gender: random.chance(0.03) ? 'other' : gender } : {}),
      ...(birthday ? { birthday } : {}),
      ...(cuisines.length > 0 ? { cuisines } : {}),
      vip,
      ...(vip ? { vipUntil: addDays(this.today, random.int(7, 365)) } : {}),
    };
    return {
      record,
      signedUpAt: Math.floor((this.now - random.next() * 365 * DAY) / 1000) * 1000,
      suspended: !vip && random.chance(SUSPENDED_RATE),
      ...(vip && random.chance(0.5) ? { openingBalance: random.pick(OPENING_BALANCES) } : {}),
    };
  }

  /** A mobile number not yet given to another member of the company. */
  private phone(): { countryCode: string; phone: string } {
    for (;;) {
      const { code, leads, length } = this.random.weighted(PHONES);
      const lead = this.random.pick(leads);
      const rest = Array.from({ length: length - lead.length }, () => this.random.int(0, 9)).join('');
      const phone = `${lead}${rest}`;
      if (!this.phones.has(`${code} ${phone}`)) {
        this.phones.add(`${code} ${phone}`);
        return { countryCode: code, phone };
      }
    }
  }

  /** Adults of 18 to 70, most of them 25 to 45. */
  private birthday(): string {
    const years = this.random.chance(0.7) ? this.random.int(25, 45) : this.random.int(18, 70);
    return addDays(this.today, -(years * 365 + this.random.int(0, 364)));
  }

  private cuisines(): string[] {
    const chosen = new Set<string>();
    const count = this.random.int(1, 3);
    while (chosen.size < count) chosen.add(this.random.weighted(CUISINES));
    return [...chosen];
  }
}

/** `count` members of one company, oldest sign-up first; `seed` tells one company's from another's. */
export function generateMembers(seed: string, count: number, now: number, timeZone: string): DemoMember[] {
  const generator = new MemberGenerator(new SeededRandom(hashSeed(seed)), now, zonedDate(now, timeZone));
  return Array.from({ length: count }, (_, serial) => generator.member(serial + 1)).sort(
    (a, b) => a.signedUpAt - b.signedUpAt,
  );
}
