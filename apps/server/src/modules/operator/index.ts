/**
 * The operator channel: routes for command-line tools on this machine while the server holds the embedded
 * database (see operator-scope.ts). Modules add their operator routes with `operatorScope`; this module
 * writes where the server listens, for the tools to find it.
 */
import { defineModule } from '../../lib/app-context.ts';
import { removeServerAddress, writeServerAddress } from './server-address.ts';

export { OPERATOR_KEY_HEADER, operatorKey } from './operator-key.ts';
export { OPERATOR_KEY_MESSAGE, OPERATOR_LOOPBACK_MESSAGE, operatorScope } from './operator-scope.ts';

export const operatorModule = defineModule('operator', async (api, { config, singleInstance }) => {
  // Only the embedded database's one server is worth finding: with PostgreSQL the tools open it themselves.
  if (!singleInstance) return;
  api.addHook('onListen', async () => {
    const address = api.server.address();
    if (address && typeof address === 'object') writeServerAddress(config.dataDir, address);
  });
  api.addHook('onClose', async () => removeServerAddress(config.dataDir));
});
