/**
 * Writes the demo world (shared/demo-data.md) into a database. Deterministic: fixed ids, names and dates.
 * server.ts runs it only when SEED_DEMO is on and the database has no clients yet.
 */
import { addMonths, longDate, partsOf, type IsoDate } from '@portal/benefits';
import { count, ne } from 'drizzle-orm';
import { PLATFORM_HOST_LABEL, type ContentType } from '@portal/contracts';
import type { Database } from '../db/client.ts';
import { accountTokens, clients, clientThemes, schemes, users } from '../db/schema/index.ts';
import { createSecretBox, totpContext } from '../lib/crypto.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { accountTokenHash } from '../modules/account/index.ts';
import { saveAsset } from '../modules/assets/index.ts';
import { checkContentDocument, replaceTenantContent, saveContentRevision } from '../modules/content/index.ts';
import { cookieHtml, privacyHtml, PUBLISHERS, termsHtml } from './content-text.ts';
import { demoContent, NORTHWIND_CONTENT } from './demo-content.ts';
import { DEMO_PEOPLE, DEMO_TENANTS, LOGO_NAMES, logoUrls, SEEDED_AT } from './demo-world.ts';
import { demoMonthShift, ENROLMENT_WINDOWS, SCHEME_YEAR_2026 } from './benefits-world.ts';
import { DEMO_ROSTER } from './demo-roster.ts';
import { seedBenefitsWorld } from './seed-benefits.ts';
import { seedSignIns } from './seed-sign-ins.ts';
import { CLIENT_IDS, CONTENT_IDS, DEMO_ACTIVATION_TOKEN, DEMO_PASSWORD, USER_IDS } from './ids.ts';

const DEMO_LINK_EXPIRES_AT = new Date('2100-01-01T00:00:00Z');
import { monogramSvg, wordmarkSvg } from './logos.ts';

/** DL0001... for Demo Ltd's named people in the order of shared/demo-data.md, NW0001... for Northwind's. */
function employeeNumberOf(person: { id?: string; clientId?: string | null }): string | null {
  if (!person.clientId) return null;
  const colleagues = DEMO_PEOPLE.filter((other) => other.clientId === person.clientId);
  const prefix = person.clientId === CLIENT_IDS.demo ? 'DL' : 'NW';
  return `${prefix}${String(colleagues.findIndex((other) => other.id === person.id) + 1).padStart(4, '0')}`;
}

interface SeedPage {
  id: string;
  slug: keyof typeof PUBLISHERS;
  type: ContentType;
  title: string;
  html: string;
  publishedAt: string;
}

const TITLES: Record<ContentType, string> = {
  terms: 'Terms and conditions',
  policy: 'Privacy statement',
  cookie: 'Our Cookie Policy',
};

const page = (
  id: string,
  slug: SeedPage['slug'],
  type: ContentType,
  html: string,
  publishedAt: string,
): SeedPage => ({
  id,
  slug,
  type,
  title: TITLES[type],
  html,
  publishedAt,
});

/** In revision order: saveContentRevision numbers them 1, 2, 3 per tenant and type. */
const PAGES: readonly SeedPage[] = [
  page(CONTENT_IDS.demoTerms1, 'demo', 'terms', termsHtml(PUBLISHERS.demo, 1), '2025-01-06T09:00:00Z'),
  page(CONTENT_IDS.demoTerms2, 'demo', 'terms', termsHtml(PUBLISHERS.demo, 2), '2025-09-01T09:00:00Z'),
  page(CONTENT_IDS.demoTerms3, 'demo', 'terms', termsHtml(PUBLISHERS.demo, 3), '2026-01-05T09:00:00Z'),
  page(CONTENT_IDS.demoPrivacy, 'demo', 'policy', privacyHtml(PUBLISHERS.demo), '2026-01-05T09:00:00Z'),
  page(CONTENT_IDS.demoCookie, 'demo', 'cookie', cookieHtml(PUBLISHERS.demo), '2026-01-05T09:00:00Z'),
  page(
    CONTENT_IDS.northwindTerms1,
    'northwind',
    'terms',
    termsHtml(PUBLISHERS.northwind, 1),
    '2026-01-05T09:00:00Z',
  ),
  page(
    CONTENT_IDS.northwindPrivacy,
    'northwind',
    'policy',
    privacyHtml(PUBLISHERS.northwind),
    '2026-01-05T09:00:00Z',
  ),
  page(
    CONTENT_IDS.northwindCookie,
    'northwind',
    'cookie',
    cookieHtml(PUBLISHERS.northwind),
    '2026-01-05T09:00:00Z',
  ),
];

export interface SeedOptions {
  /** ENCRYPTION_KEY: the demo TOTP secrets are stored encrypted, like any other. */
  encryptionKey: Buffer;
  /** The UK date seeded on: the benefits world's dates move with its month (seed/benefits-world.ts). */
  today: IsoDate;
}

/** Seeds the demo world into a database that has none of it (fails on a duplicate id otherwise). */
export async function seedDemo(db: Database, options: SeedOptions): Promise<void> {
  // One hash for everyone: argon2 is deliberately slow, and the demo password is public anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const secrets = createSecretBox(options.encryptionKey);
  const shift = demoMonthShift(options.today);
  const schemeYear = {
    startsOn: addMonths(SCHEME_YEAR_2026.startsOn, shift),
    endsOn: addMonths(SCHEME_YEAR_2026.endsOn, shift),
    payrollCutOffDay: SCHEME_YEAR_2026.payrollCutOffDay,
  };
  await db.transaction(async (tx) => {
    for (const tenant of DEMO_TENANTS) {
      await tx.insert(clients).values({
        id: tenant.id,
        slug: tenant.slug,
        name: tenant.name,
        contactUsEnabled: tenant.contactUsEnabled,
        dataLoadEligibilityImpactEnabled: tenant.dataLoadEligibilityImpactEnabled,
        twoFactorPolicy: tenant.twoFactorPolicy,
        createdAt: SEEDED_AT,
      });
      await tx.insert(clientThemes).values({
        clientId: tenant.id,
        primaryColour: tenant.primaryColour,
        secondaryColour: tenant.secondaryColour,
        ...logoUrls(tenant.slug),
        supportEmail: tenant.supportEmail,
        contactUsEmail: tenant.contactUsEmail,
        benefitBrandName: tenant.brandName,
        benefitBrandPhoneNumber: tenant.phone,
        avatarSet: null,
        baseFont: tenant.baseFont,
        headerFont: tenant.headerFont,
      });
      const logos = {
        [LOGO_NAMES.logoFileUrl]: wordmarkSvg(tenant.name, tenant.primaryColour),
        [LOGO_NAMES.brandHeaderLogo]: wordmarkSvg(tenant.brandName, tenant.primaryColour),
        [LOGO_NAMES.mobileLogo]: monogramSvg(tenant.brandName, tenant.primaryColour),
      };
      for (const [name, svg] of Object.entries(logos)) {
        await saveAsset(tx, {
          clientId: tenant.id,
          name,
          contentType: 'image/svg+xml',
          bytes: Buffer.from(svg),
        });
      }
      await tx.insert(schemes).values({
        id: tenant.schemeId,
        clientId: tenant.id,
        year: partsOf(schemeYear.startsOn).year,
        ...schemeYear,
        isCurrent: true,
      });
    }

    for (const { hasPassword, totpSecret, ...person } of DEMO_PEOPLE) {
      const sealed = totpSecret ? secrets.seal(totpSecret, totpContext(person.id!)) : null;
      await tx.insert(users).values({
        ...person,
        employeeNumber: employeeNumberOf(person),
        passwordHash: hasPassword ? passwordHash : null,
        totpSecretCiphertext: sealed?.ciphertext ?? null,
        totpKeyId: sealed?.keyId ?? null,
        totpEnabledAt: sealed ? person.activatedAt : null,
        createdAt: SEEDED_AT,
      });
    }

    // The generated roster, in one statement.
    await tx.insert(users).values(
      DEMO_ROSTER.people.map((person) => {
        const sealed = person.totpSecret ? secrets.seal(person.totpSecret, totpContext(person.id)) : null;
        return {
          id: person.id,
          clientId: CLIENT_IDS.demo,
          email: person.email,
          firstName: person.firstName,
          surname: person.surname,
          userType: 'employee' as const,
          employmentStatus: person.employmentStatus,
          passwordHash: person.activated ? passwordHash : null,
          employeeNumber: person.employeeNumber,
          activatedAt: person.activatedAt,
          termsRevisionAccepted: person.activated ? 3 : null,
          dateOfBirth: person.dateOfBirth,
          firstLogin: !person.activated,
          totpSecretCiphertext: sealed?.ciphertext ?? null,
          totpKeyId: sealed?.keyId ?? null,
          totpEnabledAt: sealed ? person.activatedAt : null,
          createdAt: SEEDED_AT,
        };
      }),
    );

    await seedSignIns(tx, options.today);

    await tx.insert(accountTokens).values({
      clientId: CLIENT_IDS.demo,
      userId: USER_IDS.demoNotActivated,
      purpose: 'activation',
      tokenHash: accountTokenHash(DEMO_ACTIVATION_TOKEN)!,
      createdAt: SEEDED_AT,
      // The documented demo link works whenever the demo is tried; real links last 14 days.
      expiresAt: DEMO_LINK_EXPIRES_AT,
    });

    const clientIdBySlug = new Map(DEMO_TENANTS.map((tenant) => [tenant.slug, tenant.id]));
    for (const p of PAGES) {
      const clientId = clientIdBySlug.get(p.slug);
      if (!clientId) throw new Error(`seed page for unknown tenant ${p.slug}`);
      const publishedAt = new Date(p.publishedAt);
      await saveContentRevision(
        tx,
        { id: p.id, clientId, type: p.type, title: p.title, html: p.html },
        () => publishedAt,
      );
    }

    // Home page, carousel, FAQs, contact page and avatars: through the content import's own checks.
    for (const [clientId, document] of [
      [
        CLIENT_IDS.demo,
        demoContent({
          schemeYear: partsOf(schemeYear.startsOn).year,
          closesOn: longDate(addMonths(ENROLMENT_WINDOWS.demo.at(-1)!.closesOn, shift)),
        }),
      ],
      [CLIENT_IDS.northwind, NORTHWIND_CONTENT],
    ] as const) {
      const checked = await checkContentDocument(tx, clientId, document);
      if (!checked.ok) throw new Error(`demo content is invalid: ${JSON.stringify(checked.issues)}`);
      await replaceTenantContent(tx, clientId, checked.document, checked.images);
    }

    for (const tenant of DEMO_TENANTS) {
      await seedBenefitsWorld(
        tx,
        {
          key: tenant.slug === 'demo' ? 'demo' : 'northwind',
          clientId: tenant.id,
          slug: tenant.slug,
          name: tenant.name,
          colour: tenant.primaryColour,
          schemeId: tenant.schemeId,
        },
        { shift, publishedAt: SEEDED_AT, today: options.today, schemeYear },
      );
    }
  });
}

/** Seeds only an empty database (no clients but the platform's own record). Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await db
    .select({ clients: count() })
    .from(clients)
    .where(ne(clients.slug, PLATFORM_HOST_LABEL));
  if ((row?.clients ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
