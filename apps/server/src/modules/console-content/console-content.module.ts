/** The console's content area (issue 35): a client's content document and policies, on the content CLI's services. */
import { defineModule } from '../../lib/app-context.ts';
import { contentFacts } from '../content/index.ts';
import { consoleContentRoutes } from './console-content.routes.ts';

export const consoleContentModule = defineModule('console-content', async (api, context) => {
  const facts = context.use(contentFacts);
  await api.register(
    consoleContentRoutes({
      db: context.db,
      clock: context.clock,
      publish: (clientId) => facts.forgetTenant(clientId),
    }),
  );
});
