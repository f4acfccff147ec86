/** Demo Ltd's benefits paid from salary: salary sacrifice and vouchers (shared/demo-data.md). */
import type { SeedBenefit } from './benefit-catalogue-types.ts';

export const DEMO_PAY_BENEFITS: readonly SeedBenefit[] = [
  {
    id: 1,
    key: 'cycle-to-work',
    group: 'lifestyle',
    name: 'Cycle to Work',
    provider: 'Green Commute Cycles',
    summary: 'Hire a bike and accessories through salary sacrifice and spread the cost over 12 months.',
    descriptionHtml:
      '<p>Choose a bike and safety accessories from any partner shop. Demo Ltd buys them and hires them to you, and the hire payments come from your gross salary over 12 months, so you pay less tax and National Insurance.</p><ul><li>Hire value from £100 to £5,000</li><li>Electric bikes included</li><li>Own the bike at the end of the hire for a small fee</li></ul>',
    kind: 'salary-sacrifice',
    approvalRequired: true,
    partnerValueLimits: { minimum: 100, maximum: 5000 },
    costRules: { spreadOverMonths: 12 },
    fields: [
      {
        name: 'hireValue',
        label: 'Total hire value',
        unit: 'pounds',
        minimum: 100,
        maximum: 5000,
        stepSize: 1,
      },
    ],
    faqs: [
      [
        'Can I choose an electric bike?',
        '<p>Yes. Electric bikes are included, up to the £5,000 hire value.</p>',
      ],
      [
        'What happens if I leave during the hire?',
        '<p>The remaining hire payments are taken from your final pay, after tax.</p>',
      ],
    ],
    related: ['electric-car', 'gym-discounts'],
  },
  {
    id: 2,
    key: 'pension',
    group: 'financial',
    name: 'Pension Salary Exchange',
    provider: 'Harbour Pensions',
    summary: 'Pay into your pension from your gross salary and keep the National Insurance you save.',
    descriptionHtml:
      '<p>Exchange part of your salary for an equal employer pension contribution. Because your salary is lower, you and Demo Ltd pay less National Insurance, and your take-home pay falls by less than the amount that goes into your pension.</p><p>Choose from 1% to 40% of your salary in steps of 0.5%.</p>',
    kind: 'salary-sacrifice',
    costRules: { pension: true, employerContributionPercent: 3 },
    fields: [
      {
        name: 'contribution',
        label: 'Your contribution',
        unit: 'percent-of-salary',
        minimum: 1,
        maximum: 40,
        stepSize: 0.5,
      },
    ],
    faqs: [
      [
        'Does salary exchange change my other pay?',
        '<p>Pay-related benefits such as life assurance still use your salary before the exchange.</p>',
      ],
      [
        'Can I change my percentage?',
        '<p>Yes, in any enrolment window or after a qualifying life event.</p>',
      ],
    ],
    related: ['give-as-you-earn', 'life-assurance'],
  },
  {
    id: 3,
    key: 'buy-holiday',
    group: 'lifestyle',
    name: 'Buy Holiday',
    provider: 'Demo Ltd',
    summary: 'Buy up to five extra days of annual leave, paid for from your gross salary.',
    descriptionHtml:
      '<p>Take more time off by buying extra days of holiday. The cost of each day is taken from your gross salary in equal monthly amounts over the rest of the scheme year.</p>',
    kind: 'salary-sacrifice',
    approvalRequired: true,
    fields: [{ name: 'days', label: 'Days to buy', unit: 'days', minimum: 1, maximum: 5, stepSize: 1 }],
    faqs: [
      [
        'When can I take the days I buy?',
        '<p>Any time in the scheme year, as you would your other holiday.</p>',
      ],
      [
        'What if I do not use them?',
        '<p>Bought days that are not used by 31 March are paid back in April.</p>',
      ],
    ],
    related: ['cycle-to-work', 'employee-assistance'],
  },
  {
    id: 4,
    key: 'electric-car',
    group: 'lifestyle',
    name: 'Electric Car Scheme',
    provider: 'Volt Lease',
    summary: 'Lease a new electric car through salary sacrifice, with insurance and servicing included.',
    descriptionHtml:
      '<p>Lease a brand new electric car for two to four years. The monthly rental comes from your gross salary and includes insurance, servicing, tyres and breakdown cover. Electric cars have a low benefit-in-kind rate, so most people save a large share of the cost.</p>',
    kind: 'salary-sacrifice',
    approvalRequired: true,
    fields: [
      {
        name: 'monthlyRental',
        label: 'Monthly rental',
        unit: 'pounds-a-month',
        minimum: 150,
        maximum: 1500,
        stepSize: 1,
      },
    ],
    faqs: [
      [
        'Who can insure the car?',
        '<p>The lease includes fully comprehensive insurance for you and one named driver.</p>',
      ],
      [
        'Can I end the lease early?',
        '<p>Leaving Demo Ltd ends the lease without a fee. Other early ends carry a fee.</p>',
      ],
    ],
    related: ['cycle-to-work', 'buy-holiday'],
  },
  {
    id: 11,
    key: 'childcare-vouchers',
    group: 'ccv',
    name: 'Childcare Vouchers',
    provider: 'Little Steps Vouchers',
    summary: 'Pay for registered childcare from your gross salary. Closed to new members.',
    descriptionHtml:
      '<p>Childcare vouchers pay registered childcare providers from your gross salary, up to £243 a month. The scheme closed to new members in October 2018; if you already belong, you can continue.</p>',
    kind: 'voucher',
    rules: { closedToNewMembers: true },
    fields: [
      {
        name: 'monthlyAmount',
        label: 'Monthly voucher amount',
        unit: 'pounds-a-month',
        minimum: 1,
        maximum: 243,
        stepSize: 1,
      },
    ],
    faqs: [
      [
        'Can I join now?',
        '<p>No. The government closed childcare voucher schemes to new members in October 2018.</p>',
      ],
      ['What happens to my balance if I leave?', '<p>You can still spend it with registered providers.</p>'],
    ],
    related: ['buy-holiday', 'employee-assistance'],
  },
  {
    id: 12,
    key: 'give-as-you-earn',
    group: 'financial',
    name: 'Give As You Earn',
    provider: 'Charities Trust',
    summary: 'Give to any UK charity from your gross pay, so it costs you less.',
    descriptionHtml:
      '<p>Give to any UK charity straight from your gross salary. Because the gift is taken before tax, £10 to charity costs a basic-rate taxpayer £8.</p>',
    kind: 'salary-sacrifice',
    // Payroll giving is relieved of income tax only: National Insurance is still paid on the gift.
    costRules: { relief: 'tax-only' },
    fields: [
      {
        name: 'monthlyGift',
        label: 'Monthly gift',
        unit: 'pounds-a-month',
        minimum: 1,
        maximum: 1000,
        stepSize: 1,
      },
    ],
    faqs: [
      ['Which charities can I choose?', '<p>Any charity registered in the UK.</p>'],
      ['Can I stop giving?', '<p>Yes, at any time; the change applies from the next pay period.</p>'],
    ],
    related: ['pension', 'employee-assistance'],
  },
];
