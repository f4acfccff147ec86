/**
 * The operator console's door (issue 35): what every console area uses. A route that acts on one client
 * resolves it with `consoleClient(request)` (404 for an unknown sub-domain); every change writes its audit row
 * with `recordConsoleChange(tx, consoleActor(request), change)` in the change's own transaction.
 */
export { consoleClient } from './console-client.ts';
export { consoleActor, recordConsoleChange, type ConsoleActor } from './console-audit.ts';
