// The demo tenant tree (issue 2 item 7): the platform, two restaurant companies with two shops each,
// and one sign-in per operator level. Every password is DEMO_PASSWORD.

import type { AccountType } from '../auth/user-record';

export const DEMO_PASSWORD = 'Demo#2026';

/** A branch's opening hours on one weekday (1 Monday … 7 Sunday), `HH:MM`, as the shop record keeps them. */
export interface DemoOpeningHours {
  weekday: number;
  start: string;
  end: string;
}

export interface DemoShop {
  key: string;
  name: string;
  name_en: string;
  phone: string;
  openingHours: DemoOpeningHours[];
}

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const hours = (weekdays: number[], start: string, end: string): DemoOpeningHours[] =>
  weekdays.map((weekday) => ({ weekday, start, end }));

export interface DemoCompany {
  key: string;
  name: string;
  name_en: string;
  subdomain: string;
  contacts: string;
  phone1: string;
  email: string;
  address: string;
  city: string;
  shops: DemoShop[];
}

export interface DemoAccount {
  username: string;
  name: string;
  name_en: string;
  role: Exclude<AccountType, 'waiter'>;
  company?: string;
  shop?: string;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'hk',
    name: '港島美食集團',
    name_en: 'Harbour Island Dining Group',
    subdomain: 'harbour-island',
    contacts: '陳大文',
    phone1: '+852 2811 2233',
    email: 'owner@harbour-island.example',
    address: '香港中環皇后大道中 88 號',
    city: 'Hong Kong',
    shops: [
      {
        key: 'central',
        name: '中環店',
        name_en: 'Central',
        phone: '+852 2811 2001',
        // Office workers' breakfast on weekdays; a later start at the weekend.
        openingHours: [...hours(WEEKDAYS, '07:00', '22:00'), ...hours(WEEKEND, '08:00', '22:00')],
      },
      {
        key: 'causeway',
        name: '銅鑼灣店',
        name_en: 'Causeway Bay',
        phone: '+852 2811 2002',
        openingHours: [...hours(WEEKDAYS, '08:00', '23:00'), ...hours(WEEKEND, '08:00', '24:00')],
      },
    ],
  },
  {
    key: 'kowloon',
    name: '九龍茶餐廳集團',
    name_en: 'Kowloon Cha Chaan Teng Group',
    subdomain: 'kowloon-cct',
    contacts: '李小明',
    phone1: '+852 2388 4455',
    email: 'owner@kowloon-cct.example',
    address: '九龍旺角彌敦道 600 號',
    city: 'Kowloon',
    shops: [
      {
        key: 'mk',
        name: '旺角店',
        name_en: 'Mong Kok',
        phone: '+852 2388 4001',
        openingHours: hours([...WEEKDAYS, ...WEEKEND], '06:30', '23:00'),
      },
      {
        key: 'tst',
        name: '尖沙咀店',
        name_en: 'Tsim Sha Tsui',
        phone: '+852 2388 4002',
        // Closed on Tuesdays.
        openingHours: hours([1, 3, 4, 5, 6, 7], '07:00', '22:00'),
      },
    ],
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'admin', name: '平台超級管理員', name_en: 'Platform super admin', role: 'superAdmin' },
  {
    username: 'platform',
    name: '平台餐廳管理員',
    name_en: 'Platform restaurant admin',
    role: 'restaurantAdmin',
  },
  { username: 'hk.owner', name: '陳大文', name_en: 'David Chan', role: 'companyManager', company: 'hk' },
  {
    username: 'kowloon.owner',
    name: '李小明',
    name_en: 'Ming Lee',
    role: 'companyManager',
    company: 'kowloon',
  },
  {
    username: 'hk.central',
    name: '黃美玲',
    name_en: 'May Wong',
    role: 'shopManager',
    company: 'hk',
    shop: 'central',
  },
  {
    username: 'kowloon.mk',
    name: '張志強',
    name_en: 'Keung Cheung',
    role: 'shopManager',
    company: 'kowloon',
    shop: 'mk',
  },
];
