/**
 * The write routes of benefits and the employer's work (selections, claims, family, life events, uploads,
 * reports, approvals, the contact form), each as the request a person would send twice by a double click
 * (parallel-writes.test.ts sends it ten times at once). Cases run in order on both twins; a case may note what
 * a later one needs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { selections } from '../src/db/schema/index.ts';
import { CLIENT_IDS, SCHEME_IDS, USER_IDS } from '../src/seed/ids.ts';
import { FAMILY } from '../src/seed/benefits-world.ts';
import { bearer, HOSTS } from './auth-helpers.ts';
import { multipartForm } from './multipart.ts';
import { rosterCsv } from './spreadsheets.ts';
import type { Twin, WriteCase } from './twin-apps.ts';

const as = async (
  twin: Twin,
  email: string,
  request: Omit<InjectOptions, 'headers'>,
): Promise<InjectOptions> => ({
  ...request,
  headers: { host: HOSTS.demo, ...bearer(await twin.token(email)) },
});
const alex = 'employee@demo.test';
const sam = 'employer@demo.test';
const kim = 'approver@demo.test';

function form(fields: Record<string, string>, file?: Parameters<typeof multipartForm>[1]) {
  const { payload, contentType } = multipartForm(fields, file);
  return { payload, headers: { 'content-type': contentType } };
}
const withForm = async (twin: Twin, email: string, url: string, body: ReturnType<typeof form>) => {
  const request = await as(twin, email, { method: 'POST', url, payload: body.payload });
  return { ...request, headers: { ...request.headers, ...body.headers } };
};

const GIVE_AS_YOU_EARN = 12;
const HEALTH_CASH_PLAN = 6;
const CYCLE_TO_WORK = 1;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const STARTER = [
  'DL9001',
  'Noor',
  'Haddad',
  'noor.haddad@staff.demo.test',
  '02/05/1994',
  '01/12/2026',
  '01/03/2027',
  '',
  '34000',
  '37.5',
  'permanent',
  'England and Northern Ireland',
  'Leeds',
];
const rosterFile = (rows: string[][]) =>
  form({}, { field: 'file', name: 'roster.csv', type: 'text/csv', content: rosterCsv(rows) });

/** The employee's live selection of a benefit on this twin: its id and revision. */
async function liveSelection(twin: Twin, benefitId: number) {
  const response = await twin.t.app.inject(
    await as(twin, alex, { url: `/api/benefit/${benefitId}/selection` }),
  );
  const { selection } = response.json() as { selection: { selectionId: string; revision: number } };
  return selection;
}

/** Takes a roster file on this twin and waits for its check; notes the upload's id. */
async function takenUpload(twin: Twin, rows: string[][]) {
  const body = rosterFile(rows);
  const taken = await twin.t.app.inject(
    await withForm(twin, sam, `/api/client/${CLIENT_IDS.demo}/data-loads`, body),
  );
  await twin.t.app.context.jobs.settled();
  twin.notes.set('upload', (taken.json() as { id: string }).id);
}

export const benefitCases = (): WriteCase[] => [
  {
    name: 'sendContact',
    request: (twin) =>
      as(twin, alex, {
        method: 'POST',
        url: '/api/cms-content/contact',
        payload: { subject: 'my-benefits', comments: 'When does my cycle to work voucher arrive?' },
      }),
  },
  {
    name: 'selectionCosts',
    request: (twin) =>
      as(twin, alex, {
        method: 'POST',
        url: '/api/selections/costs',
        payload: { benefitId: CYCLE_TO_WORK, values: { hireValue: 1200 } },
      }),
  },
  {
    name: 'createSelection',
    request: (twin) =>
      as(twin, alex, {
        method: 'POST',
        url: `/api/benefit/${GIVE_AS_YOU_EARN}/selection`,
        payload: { values: { monthlyGift: 10 } },
      }),
  },
  {
    name: 'updateSelection',
    request: async (twin) => {
      const { selectionId, revision } = await liveSelection(twin, GIVE_AS_YOU_EARN);
      return as(twin, alex, {
        method: 'PATCH',
        url: `/api/selection/${selectionId}`,
        payload: { revision, values: { monthlyGift: 15 } },
      });
    },
  },
  {
    name: 'makeClaim',
    request: async (twin) => {
      const detail = await twin.t.app.inject(
        await as(twin, alex, { url: `/api/benefit/${HEALTH_CASH_PLAN}` }),
      );
      const planId = (detail.json() as { plans: { id: string }[] }).plans[0]!.id;
      const chosen = await twin.t.app.inject(
        await as(twin, alex, {
          method: 'POST',
          url: `/api/benefit/${HEALTH_CASH_PLAN}/selection`,
          payload: { planId, accepted_terms: true, submit: true },
        }),
      );
      const { selectionId } = (chosen.json() as { selection: { selectionId: string } }).selection;
      const fields = { amount: '45.50', treatmentDate: '2026-11-02', description: 'Eye test and glasses' };
      const receipt = { field: 'receipt', name: 'receipt.png', type: 'image/png', content: PNG };
      return withForm(twin, alex, `/api/selection/${selectionId}/claims`, form(fields, receipt));
    },
  },
  {
    name: 'decideApprovals',
    request: async (twin) => {
      const [pending] = await twin.t.db
        .select({ id: selections.id })
        .from(selections)
        .where(
          and(
            eq(selections.userId, USER_IDS.demoEmployee),
            eq(selections.benefitId, CYCLE_TO_WORK),
            eq(selections.status, 'pending'),
          ),
        );
      return as(twin, kim, {
        method: 'PATCH',
        url: '/api/v2/scheme/selections/status/',
        payload: { selectionIds: [pending!.id], approval: true },
      });
    },
  },
  {
    name: 'addFamilyMember',
    request: (twin) =>
      as(twin, alex, {
        method: 'POST',
        url: `/api/user/${SCHEME_IDS.demo2026}/family-members`,
        payload: {
          title: 'Mr',
          first_name: 'Noah',
          surname: 'Morgan',
          sex: 'male',
          fmember_type: 2,
          date_of_birth: '2021-02-03',
          education: null,
          education_check: false,
          registered_disabled: false,
        },
      }),
  },
  {
    name: 'editFamilyMember',
    request: (twin) =>
      as(twin, alex, {
        method: 'PATCH',
        url: `/api/user/family-members/${FAMILY[0]!.id}`,
        payload: {
          title: 'Dr',
          first_name: 'Jamie',
          surname: 'Morgan',
          sex: 'female',
          fmember_type: 1,
          date_of_birth: '1987-09-02',
          education: null,
          education_check: false,
          registered_disabled: false,
        },
      }),
  },
  {
    name: 'reportLifeEvent',
    request: async (twin) => {
      const types = await twin.t.app.inject(
        await as(twin, alex, { url: '/api/client/life-events/available' }),
      );
      const divorce = (types.json() as { types: { id: string; name: string }[] }).types.find(
        (type) => type.name === 'Divorce or dissolution',
      )!;
      const evidence = {
        field: 'evidence',
        name: 'decree.pdf',
        type: 'application/pdf',
        content: Buffer.from('%PDF-1.7\n'),
      };
      return withForm(
        twin,
        alex,
        '/api/client/life-events',
        form({ typeId: divorce.id, eventDate: '2026-11-20' }, evidence),
      );
    },
  },
  {
    name: 'voidLifeEvent',
    request: async (twin) => {
      const events = await twin.t.app.inject(await as(twin, alex, { url: '/api/client/life-events' }));
      const [latest] = (events.json() as { events: { id: string }[] }).events;
      return as(twin, sam, {
        method: 'PATCH',
        url: `/api/client/${CLIENT_IDS.demo}/employees/life-events/${latest!.id}`,
        payload: { status: 'voided', reason: 'Reported by mistake' },
      });
    },
  },
  {
    name: 'createDataLoad',
    request: (twin) =>
      withForm(twin, sam, `/api/client/${CLIENT_IDS.demo}/data-loads`, rosterFile([STARTER])),
  },
  {
    name: 'discardRosterUpload',
    request: async (twin) => {
      // The upload the case before took (one per tenant waits in preview).
      const { rows } = await twin.t.db.execute<{ id: string }>(
        sql`select id from roster_uploads where status = 'preview'`,
      );
      const [upload] = rows;
      return as(twin, sam, { method: 'DELETE', url: `/api/employee-data-uploads/${upload!.id}` });
    },
  },
  {
    name: 'confirmRosterUpload',
    request: async (twin) => {
      await takenUpload(twin, [STARTER]);
      return as(twin, sam, {
        method: 'POST',
        url: `/api/employee-data-uploads/${twin.notes.get('upload')}/confirm`,
        payload: { sendWelcomeEmails: true },
      });
    },
  },
  {
    name: 'undoRosterUpload',
    request: (twin) =>
      as(twin, sam, { method: 'POST', url: `/api/employee-data-uploads/${twin.notes.get('upload')}/undo` }),
  },
  {
    name: 'createReportBuild',
    request: (twin) =>
      as(twin, sam, {
        method: 'POST',
        url: `/api/client/${CLIENT_IDS.demo}/report-builds`,
        payload: { ids: ['payroll-2026-10'], format: 'csv' },
      }),
  },
];
