/** Northwind's five benefits for scheme year 2026: a catalogue of its own, so tenants visibly differ. */
import type { SeedBenefit } from './benefit-catalogue-types.ts';

export const NORTHWIND_BENEFITS: readonly SeedBenefit[] = [
  {
    id: 21,
    key: 'pension',
    group: 'financial',
    name: 'Northwind Pension Plan',
    provider: 'Anchor Retirement',
    summary: 'Northwind matches your pension contributions up to 6% of your salary.',
    descriptionHtml:
      '<p>Pay from 3% to 20% of your salary into the Northwind Pension Plan through salary sacrifice. Northwind matches your contribution up to 6%.</p>',
    kind: 'salary-sacrifice',
    fields: [
      {
        name: 'contribution',
        label: 'Your contribution',
        unit: 'percent-of-salary',
        minimum: 3,
        maximum: 20,
        stepSize: 1,
      },
    ],
    faqs: [
      ['How much does Northwind add?', '<p>The same as you, up to 6% of your salary.</p>'],
      ['Can I see my pot?', '<p>Yes, in the Anchor Retirement app.</p>'],
    ],
    related: ['life-cover', 'private-medical'],
  },
  {
    id: 22,
    key: 'private-medical',
    group: 'health',
    name: 'Private Medical Insurance',
    provider: 'Meridian Health',
    summary: 'Fast access to private diagnosis and treatment.',
    descriptionHtml:
      '<p>Private consultations, diagnostic tests and hospital treatment, with a digital GP included.</p>',
    kind: 'flexible',
    plans: [
      { name: 'Essential', monthlyPricePence: 3400, covers: 'you' },
      { name: 'Comprehensive', monthlyPricePence: 5800, covers: 'you' },
    ],
    faqs: [
      ['Is there an excess?', '<p>£100 a year on Essential; none on Comprehensive.</p>'],
      ['Are existing conditions covered?', '<p>Conditions from the last five years are not covered.</p>'],
    ],
    related: ['pension', 'store-discount'],
  },
  {
    id: 23,
    key: 'life-cover',
    group: 'protection',
    name: 'Life Cover',
    provider: 'Anchor Retirement',
    summary: 'Three times your salary for the people you choose, paid for by Northwind.',
    descriptionHtml: '<p>A lump sum of three times your salary, paid for by Northwind Traders.</p>',
    kind: 'employer-paid',
    headline: 'Cover of 3x your salary, paid by Northwind',
    faqs: [
      ['Do I need to do anything?', '<p>Tell the trustees whom you would like to receive it.</p>'],
      ['Is it taxable?', '<p>No.</p>'],
    ],
    related: ['pension', 'private-medical'],
  },
  {
    id: 24,
    key: 'cycle-scheme',
    group: 'lifestyle',
    name: 'Ride to Work',
    provider: 'Pedal Partners',
    summary: 'A bike and kit through salary sacrifice, from £200 to £3,000.',
    descriptionHtml:
      '<p>Hire a bike and kit from Pedal Partners over 12 months through salary sacrifice.</p>',
    kind: 'salary-sacrifice',
    approvalRequired: true,
    partnerValueLimits: { minimum: 200, maximum: 3000 },
    fields: [
      {
        name: 'hireValue',
        label: 'Total hire value',
        unit: 'pounds',
        minimum: 200,
        maximum: 3000,
        stepSize: 1,
      },
    ],
    faqs: [
      ['Which shops take part?', '<p>Every Pedal Partners shop and its website.</p>'],
      ['Can I buy a used bike?', '<p>No, only new bikes.</p>'],
    ],
    related: ['store-discount', 'pension'],
  },
  {
    id: 25,
    key: 'store-discount',
    group: 'lifestyle',
    name: 'Colleague Store Discount',
    provider: 'Northwind Traders',
    summary: '20% off everything in Northwind stores and online.',
    descriptionHtml: '<p>Show your colleague card in store or sign in online to save 20%.</p>',
    kind: 'discount',
    headline: '20% off in store and online',
    faqs: [
      ['Does it apply to sale items?', '<p>Yes, on top of the sale price.</p>'],
      ['Can my family use it?', '<p>One family member can have a card too.</p>'],
    ],
    related: ['cycle-scheme', 'private-medical'],
  },
];
