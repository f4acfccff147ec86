/** Demo Ltd's twelve benefits for scheme year 2026 (shared/demo-data.md, The benefits world). */
import type { SeedBenefit } from './benefit-catalogue-types.ts';

export const DEMO_BENEFITS: readonly SeedBenefit[] = [
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
    id: 5,
    key: 'dental',
    group: 'health',
    name: 'Dental Insurance',
    provider: 'Bright Smile Dental',
    summary: 'Cover for check-ups, treatment and emergencies for you and your family.',
    descriptionHtml:
      '<p>Dental insurance pays back the cost of routine check-ups and hygienist visits, and of treatment such as fillings, crowns and root canals, at any dentist, NHS or private.</p><ul><li>Check-ups and hygienist visits paid in full</li><li>80% of treatment costs back, up to £1,000 a year</li><li>Worldwide dental emergency cover</li></ul>',
    kind: 'flexible',
    plans: [
      { name: 'Single', monthlyPricePence: 950, covers: 'you' },
      { name: 'Couple', monthlyPricePence: 1820, covers: 'you-and-partner' },
      { name: 'Family', monthlyPricePence: 2640, covers: 'family' },
    ],
    faqs: [
      ['Can I use my own dentist?', '<p>Yes. Any registered dentist in the UK, NHS or private.</p>'],
      [
        'How do I claim?',
        '<p>Send your receipt through the Bright Smile app within six months of the treatment. Most claims are paid within five working days.</p>',
      ],
    ],
    related: ['health-cash-plan', 'critical-illness'],
  },
  {
    id: 6,
    key: 'health-cash-plan',
    group: 'health',
    name: 'Health Cash Plan',
    provider: 'Wellfield Health',
    summary: 'Money back on everyday health costs: optical, dental, physiotherapy and more.',
    descriptionHtml:
      '<p>Claim money back on everyday health costs such as eye tests and glasses, dental treatment, physiotherapy and prescriptions, up to the yearly limits of your level.</p>',
    kind: 'flexible',
    claimable: true,
    plans: [
      { name: 'Level 1', monthlyPricePence: 600, covers: 'you' },
      { name: 'Level 2', monthlyPricePence: 1150, covers: 'you' },
      { name: 'Level 3', monthlyPricePence: 1900, covers: 'you' },
    ],
    faqs: [
      [
        'What can I claim for?',
        '<p>Optical, dental, physiotherapy, chiropody, prescriptions and hospital stays.</p>',
      ],
      [
        'Are my children covered?',
        '<p>Children under 18 are covered for dental and optical at every level.</p>',
      ],
    ],
    related: ['dental', 'employee-assistance'],
  },
  {
    id: 7,
    key: 'critical-illness',
    group: 'protection',
    name: 'Critical Illness Cover',
    provider: 'Sterling Life',
    summary: 'A tax-free lump sum if you are diagnosed with a serious illness.',
    descriptionHtml:
      '<p>Critical illness cover pays a tax-free lump sum if you are diagnosed with one of the conditions the policy lists, such as some cancers, heart attack or stroke. Choose cover from £25,000 to £200,000.</p><p>Cover above £100,000 needs a few health questions answered.</p>',
    kind: 'flexible',
    fields: [
      {
        name: 'cover',
        label: 'Cover amount',
        unit: 'pounds',
        minimum: 25000,
        maximum: 200000,
        stepSize: 25000,
      },
    ],
    medicalQuestions: [
      {
        question: 'In the last five years, have you been treated for cancer, heart disease or stroke?',
        appliesAbove: 100000,
      },
      {
        question: 'Are you waiting for the results of any medical tests or investigations?',
        appliesAbove: 100000,
      },
    ],
    faqs: [
      ['Which illnesses are covered?', '<p>The policy summary lists every condition and its definition.</p>'],
      ['Is the lump sum taxed?', '<p>No. The lump sum is paid to you free of tax.</p>'],
    ],
    related: ['life-assurance', 'dental'],
  },
  {
    id: 8,
    key: 'life-assurance',
    group: 'protection',
    name: 'Life Assurance',
    provider: 'Sterling Life',
    summary: 'A lump sum of four times your salary for the people you choose, paid for by Demo Ltd.',
    descriptionHtml:
      '<p>If you die while employed by Demo Ltd, Sterling Life pays four times your salary to the people you name. Cover up to £500,000 needs no medical evidence.</p>',
    kind: 'employer-paid',
    headline: 'Cover of 4x your salary, paid by Demo Ltd',
    faqs: [
      [
        'Who receives the payment?',
        '<p>The people you name on an expression of wish form, held by the trustees.</p>',
      ],
      ['Do I pay tax on it?', '<p>No. Demo Ltd pays for it and it is not a taxable benefit.</p>'],
    ],
    related: ['critical-illness', 'pension'],
  },
  {
    id: 9,
    key: 'employee-assistance',
    group: 'wellbeing',
    name: 'Employee Assistance Programme',
    provider: 'Mindful Works',
    summary: 'Free, confidential support for you and your family, 24 hours a day.',
    descriptionHtml:
      '<p>Call or chat with a trained counsellor at any time about anything: stress, money, family, work or health. Up to six sessions of counselling each year, free and confidential.</p>',
    kind: 'employer-paid',
    headline: 'Free and confidential, 24 hours a day',
    faqs: [
      ['Will Demo Ltd know I called?', '<p>No. Mindful Works never tells Demo Ltd who used the service.</p>'],
      [
        'Can my family use it?',
        '<p>Yes. Your partner and children over 16 living with you can use it too.</p>',
      ],
    ],
    related: ['gym-discounts', 'health-cash-plan'],
  },
  {
    id: 10,
    key: 'gym-discounts',
    group: 'wellbeing',
    name: 'Gym Discounts',
    provider: 'FitPass',
    summary: 'Save on memberships at over 3,000 gyms, pools and studios across the UK.',
    descriptionHtml:
      '<p>Get discounted memberships at gyms, pools and studios near your home or work, with no joining fees and monthly contracts.</p>',
    kind: 'discount',
    headline: 'Up to 40% off gym memberships',
    faqs: [
      ['How do I get the discount?', '<p>Sign up on the FitPass site with your work e-mail address.</p>'],
      ['Is it taken from my pay?', '<p>No. You pay the gym directly at the discounted price.</p>'],
    ],
    related: ['employee-assistance', 'cycle-to-work'],
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
