/**
 * The console theme editor's door. The module's wiring is console-theme.module.ts; the console client and
 * audit stand-ins are shared with the console's content area until the console module's own land.
 */
export { consoleClient, recordConsoleChange, type ConsoleClient } from './console-client.ts';
