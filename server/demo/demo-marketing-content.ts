// What a demo company says to its members (issue 25): three bilingual email templates with merge
// fields (a birthday greeting, the month's new dishes, a points reminder), the birthday settings
// that send the first, a weekly points reminder still to run and a send-now note to the VIPs that
// ran in the past (demo-marketing-run.ts). Each text names the company as it is called.

/** The company's names, as its record keeps them. */
export interface CompanyNames {
  name: string;
  name_en: string;
}

/** Which of the templates a task or the birthday settings send. */
export type DemoTemplateKey = 'birthday' | 'newDishes' | 'points';

export interface DemoTemplate {
  key: DemoTemplateKey;
  name: string;
  subject: string;
  content: string;
}

export const demoTemplates = ({ name, name_en }: CompanyNames): DemoTemplate[] => [
  {
    key: 'birthday',
    name: '生日祝福 Birthday wishes',
    subject: `{{ name }}，生日快樂！Happy birthday from ${name_en}`,
    content: [
      '<h2>{{ name }}，生日快樂！</h2>',
      `<p>${name}全體同事祝您生日快樂！生日當月於任何分店堂食，出示此電郵即送甜品一份。</p>`,
      '<p>您現為<strong>{{ level }}</strong>，積分結餘 {{ points }} 分。</p>',
      '<h2>Happy birthday, {{ name }}!</h2>',
      `<p>Everyone at ${name_en} wishes you a very happy birthday. Show this email when you dine in`,
      ' at any of our branches during your birthday month for a dessert on us.</p>',
      '<p>You have <strong>{{ points }}</strong> points to spend.</p>',
    ].join(''),
  },
  {
    key: 'newDishes',
    name: '本月新菜式 New this month',
    subject: '{{ name }}，本月新菜式登場 | New on our menu this month',
    content: [
      '<h2>本月新菜式</h2>',
      `<p>{{ name }}您好！${name}本月推出：</p>`,
      '<ul><li>午市套餐新口味</li><li>下午茶新甜品</li><li>晚市時令小菜</li></ul>',
      '<p>VIP 會員堂食九折。您現有 {{ points }} 積分，儲值餘額 {{ balance }}。</p>',
      '<h2>New on our menu this month</h2>',
      `<p>Dear {{ name }}, this month at ${name_en}:</p>`,
      '<ul><li>New lunch set flavours</li><li>New afternoon tea desserts</li><li>Seasonal dinner dishes</li></ul>',
      '<p>VIP members enjoy 10% off when dining in. You have {{ points }} points and {{ balance }} of stored value.</p>',
    ].join(''),
  },
  {
    key: 'points',
    name: '積分提示 Points reminder',
    subject: '您有 {{ points }} 積分可用 | You have {{ points }} points to spend',
    content: [
      '<p>{{ name }}您好！</p>',
      `<p>您在${name}的積分結餘為 <strong>{{ points }}</strong> 分，儲值餘額 {{ balance }}。`,
      '積分可於積分商城換領現金券及禮品，歡迎下次光臨時使用。</p>',
      '<p>Dear {{ name }},</p>',
      `<p>You have <strong>{{ points }}</strong> points and {{ balance }} of stored value with ${name_en}.`,
      ' Trade your points for cash coupons and gifts in our points store on your next visit.</p>',
    ].join(''),
  },
];

/** The birthday settings (schemas/marketing/birthday-marketing.json), sending the birthday template. */
export const demoBirthdaySettings = ({ name }: CompanyNames) => ({
  enabled: true,
  channels: ['email'],
  smsLanguage: 'zh',
  sendTime: '10:00',
  // Its SMS and wallet text, should a channel be added.
  content: `{{ name }}，${name}祝您生日快樂！生日當月堂食送甜品一份。`,
});

/** Faster than the defaults, as a group's provider plans allow; quiet hours and the cap as they come. */
export const DEMO_SEND_MANAGEMENT = { emailPerSecond: 200, smsPerSecond: 100 };

/** The credits the platform sold each demo company to start with. */
export const DEMO_CREDITS = { email: 5_000, sms: 10_000 } as const;
export const DEMO_CREDITS_REASON = '示範套餐 Demo starter pack';

/** A task as its form saves it, with the template it sends. */
export interface DemoTask {
  template: DemoTemplateKey;
  record: Record<string, unknown>;
}

/** Every Friday afternoon, to the members holding points worth a coupon (the points store's 100). */
export const weeklyPointsTask = ({ name }: CompanyNames): DemoTask => ({
  template: 'points',
  record: {
    name: '每週五積分提示 Friday points reminder',
    type: 'promotion',
    channels: ['email'],
    smsLanguage: 'zh',
    content: `{{ name }}您好！您在${name}有 {{ points }} 積分可換領禮品。`,
    pointsMin: 100,
    vipFilter: 'any',
    sendRule: 'weekly',
    sendWeekday: 5,
    sendTime: '15:00',
  },
});

/** Sent at once to the VIPs, by email and SMS: the run the demo's history shows. */
export const vipNewDishesTask = ({ name }: CompanyNames): DemoTask => ({
  template: 'newDishes',
  record: {
    name: 'VIP 本月新菜式 New dishes for VIPs',
    type: 'newDish',
    channels: ['email', 'sms'],
    smsLanguage: 'zh',
    content: `{{ name }}您好！${name}本月新菜式登場，VIP 堂食九折，歡迎光臨。`,
    vipFilter: 'vip',
    sendRule: 'now',
  },
});
