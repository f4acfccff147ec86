/**
 * The demo tenants' published pages, in plain British English as an employer would write them.
 * Each text names its company, so a page shown on the wrong tenant is obvious.
 */
export interface Publisher {
  name: string;
  brandName: string;
  supportEmail: string;
  /** Where the company is registered, for the data-controller paragraph. */
  registeredOffice: string;
  privacyEmail: string;
}

export const PUBLISHERS = {
  demo: {
    name: 'Demo Ltd',
    brandName: 'Demo Benefits',
    supportEmail: 'support@demo.test',
    registeredOffice: '1 Exchange Quay, Salford, M5 3EQ',
    privacyEmail: 'privacy@demo.test',
  },
  northwind: {
    name: 'Northwind Traders',
    brandName: 'Northwind Rewards',
    supportEmail: 'support@northwind.test',
    registeredOffice: 'Harbourside House, Canons Way, Bristol, BS1 5UH',
    privacyEmail: 'dataprotection@northwind.test',
  },
} as const satisfies Record<string, Publisher>;

const email = (address: string) => `<a href="mailto:${address}">${address}</a>`;

/** Terms and conditions. Revisions add what changed, so each revision reads as its own document. */
export function termsHtml(p: Publisher, revision: number): string {
  const sections = [
    `<h2>About these terms</h2>
<p>These terms apply when you use ${p.brandName}, the benefits website that ${p.name} provides for its employees.
By signing in you agree to them. Please read them alongside our privacy statement and cookie policy.</p>`,
    `<h2>Your account</h2>
<p>Your account is for you alone. Keep your password to yourself and choose one you do not use anywhere else.
If you think someone else knows it, change it straight away and let us know at ${email(p.supportEmail)}.</p>`,
    `<h2>Choosing benefits</h2>
<p>The benefits you can choose, and what they cost, are set out on the site for each scheme year.
Most choices can only be changed during the annual window or after a life event, such as marriage or the birth of a child.
Some choices, for example salary sacrifice, change your pay; your payslip will show the effect.</p>
<ul>
<li>Check your choices before you confirm them.</li>
<li>Tell us about a life event within 30 days of it happening.</li>
<li>Keep your personal details up to date.</li>
</ul>`,
  ];
  if (revision >= 2) {
    sections.push(`<h2>Benefits that need approval</h2>
<p>Some benefits need your employer's approval before they start. You will see them as pending until
${p.name} approves or declines them, and we will tell you the outcome.</p>`);
  }
  if (revision >= 3) {
    sections.push(`<h2>Signing in securely</h2>
<p>We may ask you to confirm your identity with a code from an authenticator app when you sign in.
We will sign you out after 15 minutes without activity to protect your account.</p>`);
  }
  sections.push(`<h2>Changes to these terms</h2>
<p>We may update these terms. When we do, we will ask you to read and accept the new version the next time you sign in.
This is version ${revision}.</p>
<h2>Contact us</h2>
<p>Questions about these terms can be sent to ${email(p.supportEmail)}.</p>`);
  return sections.join('\n');
}

export function privacyHtml(p: Publisher): string {
  return `<h2>Who we are</h2>
<p>${p.name}, of ${p.registeredOffice}, is the data controller for the personal information used in ${p.brandName}.
Our benefits platform provider processes it on our behalf and only on our instructions.</p>
<h2>What we collect</h2>
<ul>
<li>Your name, work e-mail address, date of birth and employment details, from our HR records.</li>
<li>The benefits you choose and the family members you add.</li>
<li>Sign-in records, such as the time you signed in, to keep your account secure.</li>
</ul>
<h2>How we use it</h2>
<p>We use your information to run the benefits scheme, to pass your choices to payroll and to benefit providers,
and to answer your questions. We rely on our contract of employment with you and, for some benefits, on our legal obligations.</p>
<h2>How long we keep it</h2>
<p>We keep your benefit records for six years after you leave ${p.name}, as the tax rules require, and then delete them.</p>
<h2>Your rights</h2>
<p>You may ask for a copy of your information, ask us to correct it, or object to how we use it.
Write to ${email(p.privacyEmail)}. If you are unhappy with our answer, you can complain to the Information Commissioner's Office
at <a href="https://ico.org.uk">ico.org.uk</a>.</p>`;
}

export function cookieHtml(p: Publisher): string {
  return `<h2>What cookies are</h2>
<p>Cookies are small files that a website stores on your device. ${p.brandName} uses as few as it can.</p>
<h2>Essential cookies</h2>
<p>These keep you signed in and remember your cookie choices. The site cannot work without them, so they are always on.</p>
<table>
<thead><tr><th scope="col">Name</th><th scope="col">Purpose</th><th scope="col">Lasts</th></tr></thead>
<tbody>
<tr><td>refresh_token</td><td>Keeps you signed in securely</td><td>12 hours, or until you sign out</td></tr>
<tr><td>root (stored in your browser)</td><td>Remembers your cookie choices</td><td>Until you clear it</td></tr>
</tbody>
</table>
<h2>Video player cookies</h2>
<p>Some benefit pages include videos. The video player may set cookies to remember your settings.
These are off until you choose <strong>Accept cookies</strong>, or turn them on under <strong>Manage cookies</strong>.
You can change your choice at any time from this page.</p>
<h2>Questions</h2>
<p>If you have a question about cookies on this site, e-mail ${email(p.supportEmail)}.</p>`;
}
