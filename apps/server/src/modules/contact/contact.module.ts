/** Contact us: the page's content and subjects, and enquiries e-mailed to the tenant's contact address. */
import { defineModule } from '../../lib/app-context.ts';
import { userDirectory } from '../people/index.ts';
import { contactRoutes } from './contact.routes.ts';

export const contactModule = defineModule('contact', async (api, context) => {
  const { db, clock, mailer } = context;
  await api.register(contactRoutes, { contact: { db, clock, mailer, users: context.use(userDirectory) } });
});
