// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';

/** Web features never import each other: one zone per feature folder, read from disk. */
function featureIsolationZones() {
  const root = './apps/web/src/features';
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({
      target: `${root}/${entry.name}`,
      from: root,
      except: [`./${entry.name}`],
      message: 'web features never import each other; move shared code to components/ or lib/',
    }));
}

/** Import boundaries of the architecture (section 3 and 5). */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        { target: './packages/contracts', from: './apps', message: 'contracts import no app' },
        { target: './apps/web', from: './apps/server', message: 'the web never imports the server' },
        { target: './apps/server', from: './apps/web', message: 'the server never imports the web' },
        {
          target: './apps/web/src/components',
          from: ['./apps/web/src/features', './apps/web/src/app'],
          message: 'components -> features -> app, never backwards',
        },
        {
          target: './apps/web/src/lib',
          from: ['./apps/web/src/features', './apps/web/src/app'],
          message: 'lib -> features -> app, never backwards',
        },
        {
          target: './apps/web/src/features',
          from: './apps/web/src/app',
          message: 'features do not import the app shell',
        },
        ...featureIsolationZones(),
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'apps/server/src/db/migrations/**',
      'e2e/.tmp/**',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      ...boundaries,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
