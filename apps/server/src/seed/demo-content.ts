/**
 * The demo tenants' signed-in content (shared/demo-data.md, "Content (per tenant)") as content documents, the
 * same format an operator imports: home-page cards and banner, the welcome carousel, FAQs, the contact page
 * and the avatar set. Plain British English, as each employer would publish it; each names its own company.
 */
import { CONTENT_DOCUMENT_FORMAT, type ContentDocumentInput } from '@portal/contracts';
import { avatarSvg, pictureSvg, type AvatarKind, type PictureKind } from './content-images.ts';

const image = (name: string, svg: string) => ({ name, data: Buffer.from(svg).toString('base64') });
const picture = (name: string, kind: PictureKind, colour: string) => image(name, pictureSvg(kind, colour));

function avatarSet(kinds: readonly AvatarKind[], colour: string) {
  const label = (kind: AvatarKind) => kind.charAt(0).toUpperCase() + kind.slice(1);
  return {
    avatars: kinds.map((kind) => ({ value: kind, label: label(kind), image: `avatar-${kind}.svg` })),
    images: kinds.map((kind) => image(`avatar-${kind}.svg`, avatarSvg(kind, colour))),
  };
}

const DEMO_COLOUR = '#00857c';
const demoAvatars = avatarSet(['sun', 'leaf', 'wave', 'mountain', 'star', 'moon'], DEMO_COLOUR);

/** The enrolment window the demo is seeded in (shared/demo-data.md: moved with the month it is seeded in). */
export interface DemoWindow {
  schemeYear: number;
  /** "31 December 2026" */
  closesOn: string;
}

export const demoContent = ({ schemeYear, closesOn }: DemoWindow): ContentDocumentInput => ({
  format: CONTENT_DOCUMENT_FORMAT,
  homePageCards: [
    {
      title: 'Choose your benefits',
      text: `See everything Demo Ltd offers for the ${schemeYear} scheme year, from extra holiday to cycle to work, and make your choices in a few minutes.`,
      image: 'card-benefits.svg',
      link: '/app/my-benefits/',
    },
    {
      title: 'Cycle to Work',
      text: 'Hire a bike and accessories through salary sacrifice and spread the cost over 12 months, saving tax and National Insurance.',
      image: 'card-total-reward.svg',
      link: '/app/my-benefits/1',
    },
    {
      title: 'Questions answered',
      text: 'Not sure how salary sacrifice works, or when a change takes effect? Our FAQs cover the questions we are asked most often.',
      image: 'card-help.svg',
      link: '/app/faqs/',
    },
  ],
  homePageBanners: [
    {
      title: `Your ${schemeYear} benefits window is open`,
      text: `You can make or change your choices until ${closesOn}. A choice made by the 10th of a month starts from the next month's pay.`,
      link: '/app/my-benefits/',
      linkText: 'Make your choices',
    },
  ],
  carouselSlides: [
    {
      title: 'Welcome to Demo Benefits',
      text: 'This is where you choose and manage the benefits Demo Ltd offers you. It only takes a few minutes to find your way around.',
      image: 'slide-welcome.svg',
    },
    {
      title: 'Choose what suits you',
      text: 'Pick the benefits that fit your life, see what each one costs from your pay, and change your mind when the benefits window is open.',
      image: 'slide-choose.svg',
    },
    {
      title: 'Help when you need it',
      text: 'Read the FAQs or send the HR team a message from the Contact us page. In Profile Settings you can choose an avatar and keep your account secure.',
      image: 'slide-help.svg',
    },
  ],
  faqs: [
    {
      title: 'Your account',
      questions: [
        {
          question: 'How do I change my password?',
          answer:
            '<p>Choose <strong>My profile settings</strong> from the menu under your name, then <strong>Change password</strong>, and enter your current password and the new one. You will be signed out on your other devices.</p>',
        },
        {
          question: 'What is two factor authentication?',
          answer:
            '<p>It adds a second step when you sign in: a six-digit code from an authenticator app on your phone. You can turn it on in <strong>Profile Settings</strong>. We recommend it, because it keeps your account safe even if someone learns your password.</p>',
        },
        {
          question: 'Why was I signed out?',
          answer:
            '<p>For your security, Demo Benefits signs you out after 15 minutes without activity. You will be asked whether you want to stay signed in shortly before that happens.</p>',
        },
      ],
    },
    {
      title: 'Choosing benefits',
      questions: [
        {
          question: 'When can I make changes?',
          answer: `<p>You can choose or change your benefits while the benefits window is open, which is until ${closesOn} for the ${schemeYear} scheme year. Outside the window you can make changes only after a life event, such as getting married or having a baby.</p>`,
        },
        {
          question: 'What is salary sacrifice?',
          answer:
            '<p>Salary sacrifice means giving up part of your salary in return for a benefit. The amount comes off your pay before tax and National Insurance, so the benefit usually costs you less than paying for it yourself.</p><p>Your pay cannot fall below the National Minimum Wage as a result.</p>',
        },
        {
          question: 'When do my choices take effect?',
          answer:
            "<p>Payroll closes on the 10th of each month. A choice made by then starts from the next month's pay and shows on that payslip; a choice made after the 10th starts a month later.</p>",
        },
      ],
    },
    {
      title: 'Pay and tax',
      questions: [
        {
          question: 'Will my benefits affect my pension?',
          answer:
            '<p>No. Demo Ltd works out your pension contributions from your salary before any salary sacrifice, so choosing benefits does not reduce them.</p>',
        },
        {
          question: 'Do I pay tax on my benefits?',
          answer:
            '<p>Some benefits, such as private medical insurance, are taxable and are reported to HMRC. Others, such as cycle to work, are not. Each benefit page explains how that benefit is treated.</p>',
        },
        {
          question: 'Who can I ask about my payslip?',
          answer:
            '<p>E-mail the payroll team at <a href="mailto:payroll@demo.test">payroll@demo.test</a>, or send a message from the Contact us page and choose <em>Something else</em>.</p>',
        },
      ],
    },
  ],
  contact: {
    title: 'Other ways to reach us',
    content:
      '<p>The Demo Ltd HR team answers messages within two working days.</p><p>Phone: 0161 496 0000<br>Monday to Friday, 9am to 5pm</p><p>E-mail: <a href="mailto:hr@demo.test">hr@demo.test</a></p>',
    enquiryOptions: [
      { label: 'My benefits', value: 'my-benefits' },
      { label: 'My account', value: 'my-account' },
      { label: 'Something else', value: 'something-else' },
    ],
  },
  avatars: demoAvatars.avatars,
  images: [
    picture('card-benefits.svg', 'gift', DEMO_COLOUR),
    picture('card-total-reward.svg', 'chart', DEMO_COLOUR),
    picture('card-help.svg', 'question', DEMO_COLOUR),
    picture('slide-welcome.svg', 'welcome', DEMO_COLOUR),
    picture('slide-choose.svg', 'checklist', DEMO_COLOUR),
    picture('slide-help.svg', 'conversation', DEMO_COLOUR),
    ...demoAvatars.images,
  ],
});

const NORTHWIND_COLOUR = '#c2410c';
const northwindAvatars = avatarSet(['sun', 'wave', 'mountain'], NORTHWIND_COLOUR);

export const NORTHWIND_CONTENT: ContentDocumentInput = {
  format: CONTENT_DOCUMENT_FORMAT,
  homePageCards: [
    {
      title: 'Your rewards',
      text: 'Find out what Northwind Traders offers you this year and choose the rewards that suit you.',
      image: 'card-rewards.svg',
      link: '/app/my-benefits/',
    },
    {
      title: 'Help and FAQs',
      text: 'Answers to the questions Northwind colleagues ask most about Northwind Rewards.',
      image: null,
      link: '/app/faqs/',
    },
  ],
  homePageBanners: [
    {
      title: 'Welcome to Northwind Rewards',
      text: 'Northwind Rewards is the new home for your workplace benefits. Have a look around and tell your line manager what you think.',
    },
  ],
  carouselSlides: [
    {
      title: 'Welcome to Northwind Rewards',
      text: 'Everything Northwind Traders offers you, in one place.',
      image: 'slide-welcome.svg',
    },
    {
      title: 'Keeping your account safe',
      text: 'Every Northwind account uses two factor authentication, so keep your authenticator app to hand when you sign in.',
      image: 'slide-secure.svg',
    },
  ],
  faqs: [
    {
      title: 'Getting started',
      questions: [
        {
          question: 'Why do I need an authenticator app?',
          answer:
            '<p>Northwind Traders asks everyone to use two factor authentication. After your password you enter a six-digit code from an app such as Microsoft Authenticator or Google Authenticator.</p>',
        },
        {
          question: 'Who do I contact with a question?',
          answer:
            '<p>Speak to your line manager, or e-mail <a href="mailto:support@northwind.test">support@northwind.test</a>.</p>',
        },
      ],
    },
  ],
  contact: {
    title: 'Contact us',
    content:
      '<p>Northwind Rewards does not take enquiries online. Please e-mail <a href="mailto:support@northwind.test">support@northwind.test</a>.</p>',
    enquiryOptions: [],
  },
  avatars: northwindAvatars.avatars,
  images: [
    picture('card-rewards.svg', 'gift', NORTHWIND_COLOUR),
    picture('slide-welcome.svg', 'welcome', NORTHWIND_COLOUR),
    picture('slide-secure.svg', 'shield', NORTHWIND_COLOUR),
    ...northwindAvatars.images,
  ],
};
