/** Demo Ltd's cover, wellbeing and discount benefits (shared/demo-data.md). */
import type { SeedBenefit } from './benefit-catalogue-types.ts';

export const DEMO_COVER_BENEFITS: readonly SeedBenefit[] = [
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
    costRules: { pencePerThousandCover: 12 },
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
    costRules: { salaryMultiple: 4, freeCoverLimitPounds: 500_000, pencePerThousandCover: 10 },
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
];
