import fs from 'node:fs';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file without import.meta, so paths are relative to the working directory:
// the repository root (`npm run db:generate`) or apps/server.
const base = fs.existsSync('apps/server/drizzle.config.ts') ? 'apps/server' : '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: `${base}/src/db/schema/*.ts`,
  out: `${base}/src/db/migrations`,
  strict: true,
});
