// The demo main menu of the Harbour Island company (DEMO_COMPANIES key `hk`): a Hong Kong café's
// scenes, labels, categories, dishes, dish details, a combo group, a set meal and a recommendation,
// shaped as the resources of schemas/menu/. Data only: the seeding code stores it.
//
// Records point at one another by `key` (unique within their kind in this file), never by id:
// `categoryKey`, `sceneKeys`, `labelKeys`, `detailKeys`, `comboKeys`, a combo row's `labelKey` and
// `dishKey`. The seeding code inserts in the order of MenuDemo's properties and turns each key into
// the id the record got (`categoryKey` → `categoryId`, `sceneKeys` → `sceneIds` …). The other
// properties are the resource fields by their own names. Prices are in HKD.

/** 1 is Monday, 7 Sunday (the `validDays` field). */
export type Weekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** `HH:MM`, 24-hour. */
export interface DemoTimePeriod {
  start: string;
  end: string;
}

export type DemoDishStatus = 'available' | 'unavailable';

export interface DemoScene {
  key: string;
  /** Which of the day's scenes it is (schemas/menu/scene.json `kind`). */
  kind: 'breakfast' | 'lunch' | 'afternoonTea' | 'dinner';
  name: string;
  name_en: string;
  validDays: Weekday[];
  timePeriods: DemoTimePeriod[];
  showOrder: number;
}

export interface DemoLabel {
  key: string;
  name: string;
  name_en: string;
  showOrder: number;
}

export interface DemoCategory {
  key: string;
  name: string;
  name_en: string;
  showOrder: number;
  /** Branch keys of DEMO_COMPANIES' shops; absent: every branch. */
  shopKeys?: string[];
}

export interface DemoDishDetailOption {
  name: string;
  name_en: string;
  /** Added to the dish's price. */
  price: number;
}

export interface DemoDishDetail {
  key: string;
  name: string;
  name_en: string;
  required: boolean;
  multiple: boolean;
  minSelect: number;
  maxSelect: number;
  displayMode: 'default' | 'label' | 'picture';
  options: DemoDishDetailOption[];
  showOrder: number;
}

/** What a dish and a set meal share: both are items the menu sells. */
interface DemoMenuItem {
  key: string;
  name: string;
  name_en: string;
  kitchenAlias?: string;
  categoryKey: string;
  price: number;
  memberPrice?: number;
  status: DemoDishStatus;
  /** At least one scene, or time periods of its own (business spec §5). */
  sceneKeys: string[];
  labelKeys: string[];
  showOrder: number;
}

export interface DemoDish extends DemoMenuItem {
  detailKeys: string[];
}

export interface DemoComboRow {
  labelKey: string;
  dishKey: string;
  quantity: number;
  surcharge: number;
  printByComboLabel: boolean;
}

export interface DemoCombo {
  key: string;
  name: string;
  name_en: string;
  kind: 'fixed' | 'choice';
  /** Fixed groups: how many of the group it serves. */
  quantity?: number;
  /** Choice groups only. */
  minSelect?: number;
  maxSelect?: number;
  printMode: 'dishLabel' | 'comboLabel';
  notPrintOnReceipt: boolean;
  dishes: DemoComboRow[];
  showOrder: number;
}

export interface DemoComboDish extends DemoMenuItem {
  comboKeys: string[];
}

interface DemoRecommendationBase {
  /**
   * The picture to show, a demo asset name: the seeding code stores a picture for it and saves the
   * upload path it gets (the field holds a stored upload's path).
   */
  picture: string;
  sceneKeys: string[];
  showOrder: number;
}

export type DemoRecommendation =
  | (DemoRecommendationBase & { kind: 'dish'; dishKey: string })
  | (DemoRecommendationBase & { kind: 'category'; categoryKey: string });

export interface MenuDemo {
  /** The DEMO_COMPANIES key of the company the menu belongs to. */
  company: string;
  scenes: DemoScene[];
  labels: DemoLabel[];
  categories: DemoCategory[];
  dishDetails: DemoDishDetail[];
  dishes: DemoDish[];
  combos: DemoCombo[];
  comboDishes: DemoComboDish[];
  recommendations: DemoRecommendation[];
}

const EVERY_DAY: Weekday[] = [1, 2, 3, 4, 5, 6, 7];
const ALL_DAY = ['breakfast', 'lunch', 'dinner'];

export const MENU_DEMO: MenuDemo = {
  company: 'hk',
  scenes: [
    {
      key: 'breakfast',
      kind: 'breakfast',
      name: '早餐',
      name_en: 'Breakfast',
      validDays: EVERY_DAY,
      timePeriods: [{ start: '07:00', end: '11:00' }],
      showOrder: 1,
    },
    {
      key: 'lunch',
      kind: 'lunch',
      name: '午餐',
      name_en: 'Lunch',
      validDays: EVERY_DAY,
      timePeriods: [{ start: '11:00', end: '15:00' }],
      showOrder: 2,
    },
    {
      key: 'dinner',
      kind: 'dinner',
      name: '晚餐',
      name_en: 'Dinner',
      validDays: EVERY_DAY,
      timePeriods: [{ start: '18:00', end: '22:00' }],
      showOrder: 3,
    },
  ],
  labels: [
    { key: 'main', name: '主食', name_en: 'Main', showOrder: 1 },
    { key: 'drink', name: '飲品', name_en: 'Drink', showOrder: 2 },
    { key: 'signature', name: '招牌', name_en: 'Signature', showOrder: 3 },
    { key: 'new', name: '新品', name_en: 'New', showOrder: 4 },
  ],
  categories: [
    { key: 'toast', name: '多士及三文治', name_en: 'Toast & sandwiches', showOrder: 1 },
    { key: 'noodles', name: '粉麵', name_en: 'Noodles', showOrder: 2 },
    { key: 'rice', name: '飯類', name_en: 'Rice', showOrder: 3 },
    { key: 'drinks', name: '飲品', name_en: 'Drinks', showOrder: 4 },
  ],
  dishDetails: [
    {
      // Required only: exactly one choice, so minimum and maximum are both 1.
      key: 'temperature',
      name: '飲品溫度',
      name_en: 'Drink temperature',
      required: true,
      multiple: false,
      minSelect: 1,
      maxSelect: 1,
      displayMode: 'label',
      options: [
        { name: '熱', name_en: 'Hot', price: 0 },
        { name: '凍', name_en: 'Iced', price: 3 },
      ],
      showOrder: 1,
    },
    {
      // Multiple only: none to three add-ons.
      key: 'addOns',
      name: '加配',
      name_en: 'Add-ons',
      required: false,
      multiple: true,
      minSelect: 0,
      maxSelect: 3,
      displayMode: 'default',
      options: [
        { name: '加蛋', name_en: 'Extra egg', price: 6 },
        { name: '加火腿', name_en: 'Extra ham', price: 8 },
        { name: '加芝士', name_en: 'Extra cheese', price: 5 },
      ],
      showOrder: 2,
    },
  ],
  dishes: [
    {
      key: 'frenchToast',
      name: '西多士',
      name_en: 'French toast',
      kitchenAlias: '西多',
      categoryKey: 'toast',
      price: 32,
      memberPrice: 29,
      status: 'available',
      sceneKeys: ['breakfast', 'lunch'],
      labelKeys: ['signature'],
      detailKeys: [],
      showOrder: 1,
    },
    {
      key: 'butterToast',
      name: '奶油多',
      name_en: 'Condensed milk butter toast',
      kitchenAlias: '奶油多',
      categoryKey: 'toast',
      price: 22,
      status: 'available',
      sceneKeys: ['breakfast', 'lunch'],
      labelKeys: [],
      detailKeys: [],
      showOrder: 2,
    },
    {
      key: 'hamEggSandwich',
      name: '火腿蛋三文治',
      name_en: 'Ham and egg sandwich',
      kitchenAlias: '腿蛋治',
      categoryKey: 'toast',
      price: 30,
      status: 'available',
      sceneKeys: ALL_DAY,
      labelKeys: [],
      detailKeys: ['addOns'],
      showOrder: 3,
    },
    {
      key: 'clubSandwich',
      name: '公司三文治',
      name_en: 'Club sandwich',
      kitchenAlias: '公司治',
      categoryKey: 'toast',
      price: 52,
      memberPrice: 48,
      status: 'available',
      sceneKeys: ['lunch', 'dinner'],
      labelKeys: [],
      detailKeys: [],
      showOrder: 4,
    },
    {
      key: 'luncheonMeatNoodles',
      name: '餐蛋公仔麵',
      name_en: 'Instant noodles with luncheon meat and egg',
      kitchenAlias: '餐蛋麵',
      categoryKey: 'noodles',
      price: 42,
      status: 'available',
      sceneKeys: ['breakfast', 'lunch'],
      labelKeys: ['main'],
      detailKeys: ['addOns'],
      showOrder: 1,
    },
    {
      key: 'satayBeefNoodles',
      name: '沙嗲牛肉麵',
      name_en: 'Satay beef noodles',
      kitchenAlias: '沙牛麵',
      categoryKey: 'noodles',
      price: 46,
      memberPrice: 43,
      status: 'available',
      sceneKeys: ALL_DAY,
      labelKeys: ['main', 'signature'],
      detailKeys: ['addOns'],
      showOrder: 2,
    },
    {
      key: 'bakedPorkChopRice',
      name: '焗豬扒飯',
      name_en: 'Baked pork chop rice',
      kitchenAlias: '焗豬扒',
      categoryKey: 'rice',
      price: 68,
      memberPrice: 62,
      status: 'available',
      sceneKeys: ['lunch', 'dinner'],
      labelKeys: ['main', 'signature'],
      detailKeys: [],
      showOrder: 1,
    },
    {
      key: 'curryBrisketRice',
      name: '咖喱牛腩飯',
      name_en: 'Curry beef brisket rice',
      kitchenAlias: '咖喱腩飯',
      categoryKey: 'rice',
      price: 72,
      status: 'available',
      sceneKeys: ['lunch', 'dinner'],
      labelKeys: ['main'],
      detailKeys: [],
      showOrder: 2,
    },
    {
      key: 'shrimpEggRice',
      name: '滑蛋蝦仁飯',
      name_en: 'Scrambled egg with shrimp on rice',
      kitchenAlias: '蝦仁飯',
      categoryKey: 'rice',
      price: 70,
      status: 'available',
      sceneKeys: ['lunch', 'dinner'],
      labelKeys: ['main', 'new'],
      detailKeys: [],
      showOrder: 3,
    },
    {
      key: 'milkTea',
      name: '港式奶茶',
      name_en: 'Hong Kong-style milk tea',
      kitchenAlias: '奶茶',
      categoryKey: 'drinks',
      price: 20,
      status: 'available',
      sceneKeys: ALL_DAY,
      labelKeys: ['drink', 'signature'],
      detailKeys: ['temperature'],
      showOrder: 1,
    },
    {
      key: 'lemonTea',
      name: '檸檬茶',
      name_en: 'Lemon tea',
      kitchenAlias: '檸茶',
      categoryKey: 'drinks',
      price: 20,
      status: 'available',
      sceneKeys: ALL_DAY,
      labelKeys: ['drink'],
      detailKeys: ['temperature'],
      showOrder: 2,
    },
    {
      key: 'yuenyeung',
      name: '鴛鴦',
      name_en: 'Yuenyeung (coffee with milk tea)',
      kitchenAlias: '鴛鴦',
      categoryKey: 'drinks',
      price: 22,
      status: 'available',
      sceneKeys: ALL_DAY,
      labelKeys: ['drink'],
      detailKeys: ['temperature'],
      showOrder: 3,
    },
  ],
  combos: [
    {
      // The fixed contents of a café "set breakfast": noodles, toast and a drink.
      key: 'setBreakfastA',
      name: '常餐 A 配搭',
      name_en: 'Set breakfast A contents',
      kind: 'fixed',
      quantity: 1,
      printMode: 'dishLabel',
      notPrintOnReceipt: false,
      dishes: [
        {
          labelKey: 'main',
          dishKey: 'luncheonMeatNoodles',
          quantity: 1,
          surcharge: 0,
          printByComboLabel: false,
        },
        { labelKey: 'main', dishKey: 'butterToast', quantity: 1, surcharge: 0, printByComboLabel: false },
        { labelKey: 'drink', dishKey: 'milkTea', quantity: 1, surcharge: 0, printByComboLabel: false },
      ],
      showOrder: 1,
    },
  ],
  comboDishes: [
    {
      key: 'setBreakfastA',
      name: '常餐 A',
      name_en: 'Set breakfast A',
      kitchenAlias: '常A',
      categoryKey: 'noodles',
      price: 52,
      memberPrice: 48,
      status: 'available',
      sceneKeys: ['breakfast'],
      labelKeys: [],
      comboKeys: ['setBreakfastA'],
      showOrder: 1,
    },
  ],
  recommendations: [
    {
      kind: 'dish',
      dishKey: 'frenchToast',
      picture: 'french-toast.jpg',
      sceneKeys: ['breakfast', 'lunch'],
      showOrder: 1,
    },
  ],
};
