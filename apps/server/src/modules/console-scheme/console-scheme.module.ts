/** The console's Scheme years and windows area (issue 35): a client's scheme years, windows, cut-off day, pay day and window lengths. */
import { defineModule } from '../../lib/app-context.ts';
import { catalogueCache } from '../benefits/index.ts';
import { consoleSchemeRoutes } from './console-scheme.routes.ts';
import { sendWindowChangedNotices, windowChangedNotices } from './window-changed-notices.ts';

export const consoleSchemeModule = defineModule('console-scheme', async (api, context) => {
  const { db, mailer, jobs } = context;
  const catalogue = context.use(catalogueCache);
  jobs.handle(windowChangedNotices, async (notice) => {
    await sendWindowChangedNotices({ db, mailer }, notice);
  });
  await api.register(
    consoleSchemeRoutes({
      db,
      clock: context.clock,
      jobs,
      // The catalogue cache holds each client's scheme years and windows: forgotten here and on every process.
      publish: (clientId) => catalogue.forgetClient(clientId),
    }),
  );
});
