/**
 * The operator console's write routes (issue 35), each as the request an operator would send twice by a double
 * click (parallel-writes.test.ts sends it ten times at once), on the platform host with a session whose second
 * factor was passed.
 */
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { benefits, users } from '../src/db/schema/index.ts';
import { USER_IDS } from '../src/seed/ids.ts';
import { bearer, HOSTS } from './auth-helpers.ts';
import { operatorToken } from './console-helpers.ts';
import { multipartForm } from './multipart.ts';
import { pngImage } from './png-image.ts';
import type { Twin, WriteCase } from './twin-apps.ts';

/** The identity providers the Single sign-on cases register (running on loopback for the whole test). */
export interface ConsoleCaseProviders {
  oidc: { issuer: string; clientId: string; clientSecret: string };
  samlMetadataUrl: string;
}

export const consoleCases = (
  clock: { advance(ms: number): void; now(): Date },
  providers: () => ConsoleCaseProviders,
): WriteCase[] => {
  /** The operator's token on this twin, signed in once (a code is accepted once, so the clock moves on). */
  const operator = async (twin: Twin): Promise<string> => {
    const noted = twin.notes.get('operator');
    if (noted) return noted;
    const token = await operatorToken(twin.t.app, { clock: clock.now, advance: clock.advance });
    twin.notes.set('operator', token);
    return token;
  };
  const call = async (twin: Twin, method: InjectOptions['method'], url: string, payload?: object) => ({
    method,
    url,
    headers: { host: HOSTS.platform, ...bearer(await operator(twin)) },
    ...(payload ? { payload } : {}),
  });
  /** What the console shows on this twin at `url` (the form a person edits before saving). */
  const shown = async (twin: Twin, url: string) =>
    (
      await twin.t.app.inject({
        url,
        headers: { host: HOSTS.platform, ...bearer(await operator(twin)) },
      })
    ).json() as Record<string, unknown>;
  /** The id of the client's 2026 window opening on a day, on this twin. */
  const windowId = async (twin: Twin, client: string, opensOn: string) => {
    const scheme = (await shown(twin, `/api/console/clients/${client}/scheme`)) as {
      years: { year: number; windows: { id: string; opensOn: string }[] }[];
    };
    const year = scheme.years.find((candidate) => candidate.year === 2026);
    return year?.windows.find((window) => window.opensOn === opensOn)?.id ?? 'missing';
  };
  /** The id of the benefit the catalogue cases added on this twin. */
  const consoleBenefitId = async (twin: Twin) => {
    const [added] = await twin.t.db
      .select({ id: benefits.id })
      .from(benefits)
      .where(eq(benefits.name, 'Console Cycle Scheme'));
    return added!.id;
  };
  return [
    {
      name: 'consoleClientSettingsUpdate',
      request: async (twin) => {
        const url = '/api/console/clients/demo/settings';
        return call(twin, 'PUT', url, { ...(await shown(twin, url)), supportPhone: '0161 496 0999' });
      },
    },
    {
      name: 'saveConsoleTheme',
      request: async (twin) => {
        const url = '/api/console/clients/northwind/theme';
        const { theme } = (await shown(twin, url)) as { theme: Record<string, unknown> };
        return call(twin, 'PUT', url, { ...theme, benefitBrandName: 'Northwind Perks' });
      },
    },
    {
      name: 'consoleClientCreate',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients', {
          name: 'Acme Ltd',
          slug: 'acme',
          employer: { firstName: 'Ada', surname: 'Stone', email: 'ada@acme.test', dateOfBirth: '1979-09-03' },
        }),
    },
    {
      name: 'consoleClientArchive',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clients/acme/archived', { archived: true, reason: 'Contract ended' }),
    },
    {
      name: 'saveConsoleContent',
      request: async (twin) => {
        const url = '/api/console/clients/demo/content';
        const { document } = (await shown(twin, url)) as { document: { contact: { title: string } } };
        return call(twin, 'PUT', url, {
          document: { ...document, contact: { ...document.contact, title: 'Talk to us' } },
        });
      },
    },
    {
      name: 'publishPolicy',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/northwind/policies/terms', {
          title: 'Terms and conditions',
          html: '<p>The terms of the Northwind benefits scheme, as revised for 2027.</p>',
          reason: 'The 2027 scheme year',
        }),
    },
    {
      name: 'uploadThemeImage',
      request: async (twin) => {
        const form = multipartForm(
          {},
          { field: 'file', name: 'logo.png', type: 'image/png', content: pngImage(150, 38) },
        );
        return {
          method: 'POST',
          url: '/api/console/clients/northwind/theme/images/client',
          headers: {
            host: HOSTS.platform,
            ...bearer(await operator(twin)),
            'content-type': form.contentType,
          },
          payload: form.payload,
        };
      },
    },
    {
      name: 'consoleEmployerPermissions',
      request: (twin) =>
        call(twin, 'PUT', `/api/console/clients/demo/employers/${USER_IDS.demoApprover}/permissions`, {
          permissions: ['approver', 'reports'],
        }),
    },
    {
      name: 'consoleAdministratorInvite',
      request: (twin) =>
        call(twin, 'POST', '/api/console/administrators', {
          firstName: 'Kim',
          surname: 'Lowe',
          email: 'kim@platform.test',
          dateOfBirth: '1985-06-30',
        }),
    },
    {
      name: 'consoleAdministratorRemove',
      request: async (twin) => {
        const [kim] = await twin.t.db
          .select({ id: users.id })
          .from(users)
          .where(eq(users.email, 'kim@platform.test'));
        return call(twin, 'DELETE', `/api/console/administrators/${kim!.id}`, { reason: 'Left the team' });
      },
    },
    {
      name: 'consoleEmployerInvite',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/northwind/employers', {
          firstName: 'Jo',
          surname: 'Reyes',
          email: 'jo@northwind.test',
          dateOfBirth: '1988-04-12',
          permissions: ['approver'],
        }),
    },
    {
      name: 'consoleMasqueradeLink',
      each: 'each is a single-use sign-in link of its own, as the launcher’s is',
      request: (twin) =>
        call(twin, 'POST', `/api/console/clients/demo/masquerade/${USER_IDS.demoEmployee}`, {
          schemeYear: 2026,
          reason: 'Checking a reported problem',
        }),
    },
    {
      name: 'addConsoleOidcProvider',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/demo/sso/oidc', {
          name: 'console-oidc',
          issuerUrl: providers().oidc.issuer,
          clientId: providers().oidc.clientId,
          clientSecret: providers().oidc.clientSecret,
          emailDomains: ['oidc.demo.test'],
        }),
    },
    {
      name: 'addConsoleSamlProvider',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/demo/sso/saml', {
          name: 'console-saml',
          metadataUrl: providers().samlMetadataUrl,
          emailDomains: ['saml.demo.test'],
        }),
    },
    {
      name: 'setConsoleSsoMfaTrust',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clients/demo/sso/providers/console-saml/mfa-trust', {
          trusted: true,
        }),
    },
    {
      name: 'refreshConsoleSamlMetadata',
      request: (twin) => {
        // A minute after the provider was added: the refresh changes when the metadata was fetched.
        clock.advance(60_000);
        return call(twin, 'POST', '/api/console/clients/demo/sso/providers/console-saml/metadata-refresh');
      },
    },
    {
      name: 'rolloverConsoleSamlCertificate',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/demo/sso/providers/console-saml/rollover', {
          step: 'start',
        }),
    },
    {
      name: 'removeConsoleSsoProvider',
      request: (twin) =>
        call(twin, 'DELETE', '/api/console/clients/demo/sso/providers/console-oidc', {
          reason: 'The client moved to SAML',
        }),
    },
    // Scheme years and windows: Northwind's 2027 added (made current only after the catalogue cases, which edit
    // its current year), a window added to its 2026, then moved and removed (each twin finds its own window's
    // id), Demo Ltd's open window moved with a reason (its employees e-mailed once), Northwind's payroll and
    // windows (cut-off day, pay day, window lengths).
    {
      name: 'addConsoleSchemeYear',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/northwind/scheme', {
          year: 2027,
          startsOn: '2027-04-01',
          endsOn: '2028-03-31',
          payrollCutOffDay: 10,
        }),
    },
    {
      name: 'addConsoleWindow',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/northwind/scheme/2026/windows', {
          opensOn: '2027-02-01',
          closesOn: '2027-02-14',
        }),
    },
    {
      name: 'changeConsoleWindow',
      request: async (twin) => {
        const id = await windowId(twin, 'demo', '2026-11-01');
        return call(twin, 'PUT', `/api/console/clients/demo/scheme/2026/windows/${id}`, {
          opensOn: '2026-11-01',
          closesOn: '2027-01-10',
          reason: 'More time to choose after the pay review',
        });
      },
    },
    {
      name: 'removeConsoleWindow',
      request: async (twin) => {
        const id = await windowId(twin, 'northwind', '2027-02-01');
        return call(twin, 'DELETE', `/api/console/clients/northwind/scheme/2026/windows/${id}`);
      },
    },
    {
      name: 'setConsolePayrollSchedule',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clients/northwind/scheme/2026/payroll-schedule', {
          payrollCutOffDay: 15,
          payDay: 25,
          newJoinerWindowDays: 45,
          lifeEventWindowDays: 60,
          reason: 'Payroll moves to the 25th',
        }),
    },
    // The Benefits catalogue: a benefit copied from a template into Northwind, edited, then retired. The
    // client's row is locked for each, so the nine late clicks find the name taken, nothing to change, or
    // the benefit already retired.
    {
      name: 'addConsoleBenefit',
      request: async (twin) => {
        const { templates } = (await shown(twin, '/api/console/clients/northwind/benefit-templates')) as {
          templates: { key: string; document: object }[];
        };
        const cycle = templates.find((template) => template.key === 'cycle-to-work')!;
        return call(twin, 'POST', '/api/console/clients/northwind/benefits', {
          ...cycle.document,
          name: 'Console Cycle Scheme',
        });
      },
    },
    {
      name: 'saveConsoleBenefit',
      request: async (twin) => {
        const url = `/api/console/clients/northwind/benefits/${await consoleBenefitId(twin)}`;
        const { document } = (await shown(twin, url)) as { document: { plans: object[] } };
        // A plan added with the id the console chose for it: the nine late clicks find it there, added once.
        return call(twin, 'PUT', url, {
          ...document,
          summary: 'Bikes for the commute, over 12 months.',
          plans: [
            ...document.plans,
            { id: '7d0c2f2e-3f6b-4c55-9d8e-2a51f0b7c001', name: 'Premium bikes', monthlyPricePence: 1500 },
          ],
        });
      },
    },
    {
      name: 'retireConsoleBenefit',
      request: async (twin) =>
        call(twin, 'PUT', `/api/console/clients/northwind/benefits/${await consoleBenefitId(twin)}/retired`, {
          reason: 'Replaced by Ride to Work',
        }),
    },
    // A new terms version of Northwind's Ride to Work, before its 2027 year is made current (the benefit is of
    // 2026): the nine late clicks find it published (one version, one audit row). The preview's costs are a
    // read sent as a POST (as the employee's costs are): no rows.
    {
      name: 'publishConsoleBenefitTerms',
      request: async (twin) => {
        const url = '/api/console/clients/northwind/benefits/24/terms';
        const { current } = (await shown(twin, url)) as { current: { version: number } };
        return call(twin, 'POST', url, {
          basedOn: current.version,
          contentHtml: '<p>Hire a bike through Northwind, paid over 12 months.</p>',
          reason: 'The hire period changed',
        });
      },
    },
    {
      name: 'consoleBenefitPreviewCosts',
      request: (twin) =>
        call(
          twin,
          'POST',
          `/api/console/clients/northwind/benefits/24/preview/${USER_IDS.northwindEmployee}/costs`,
          { values: { hireValue: 1200 } },
        ),
    },
    {
      name: 'makeConsoleSchemeYearCurrent',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clients/northwind/scheme/2027/current', {
          reason: 'The 2027 scheme year begins',
        }),
    },
    // Northwind's benefit groups: one added (the late clicks find its code taken), renamed, and the order
    // turned round (the late clicks find nothing to change).
    {
      name: 'addConsoleBenefitGroup',
      request: (twin) =>
        call(twin, 'POST', '/api/console/clients/northwind/benefit-groups', { code: 'perks', name: 'Perks' }),
    },
    {
      name: 'renameConsoleBenefitGroup',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clients/northwind/benefit-groups/perks', {
          name: 'Perks and treats',
        }),
    },
    {
      name: 'reorderConsoleBenefitGroups',
      request: async (twin) => {
        const { groups } = (await shown(twin, '/api/console/clients/northwind/benefits')) as {
          groups: { code: string }[];
        };
        return call(twin, 'PUT', '/api/console/clients/northwind/benefit-group-order', {
          codes: groups.map((group) => group.code).reverse(),
        });
      },
    },
    // The demo clock last, and moved by less than a session's idle time, so the operator's session lasts; the
    // console sends the time to move to, so ten clicks at once move it once. The reset puts it back.
    {
      name: 'consoleClockMove',
      request: (twin) =>
        call(twin, 'PUT', '/api/console/clock', {
          to: new Date(clock.now().getTime() + 10 * 60_000).toISOString(),
        }),
    },
    {
      name: 'consoleClockReset',
      request: (twin) => call(twin, 'DELETE', '/api/console/clock'),
    },
  ];
};
