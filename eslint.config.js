// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';

/** Folders are read relative to this file, whatever the working directory of the process that lints. */
const here = (folder) => path.join(import.meta.dirname, folder);

/**
 * Import boundaries of the architecture (sections 3 and 5), with ESLint's own no-restricted-imports: contracts
 * import no app; the web and the server never import each other; components and lib never import features or
 * the app shell; features never import the app shell nor each other. A page that needs several features is
 * composed in app/routes, where a route module may import any feature; the rest of the app reaches features only
 * to wire them (the router, the side-panel registry, the access guard, the store), and the shell's chrome
 * (layout, errors, idle) imports none. Options of one rule do not merge across config blocks, so each area's
 * block lists every pattern that applies to it.
 */
const noServer = {
  group: ['**/apps/server/**', '**/server/src/**', '@portal/server', '@portal/server/**'],
  message: 'the web never imports the server',
};
const noWeb = {
  group: ['**/apps/web/**', '**/web/src/**', '@portal/web', '@portal/web/**'],
  message: 'the server never imports the web',
};
const noApps = {
  group: ['**/apps/**', '@portal/server', '@portal/server/**', '@portal/web', '@portal/web/**'],
  message: 'contracts import no app',
};
/** The benefits domain is pure: no database, no HTTP, no Node APIs, no app (it runs anywhere, tested alone). */
const noInputOutput = {
  group: [
    'drizzle-orm',
    'drizzle-orm/**',
    'fastify',
    'fastify/**',
    'node:*',
    '@portal/server',
    '@portal/web',
    '**/apps/**',
  ],
  message: 'packages/benefits is pure: no I/O (drizzle, fastify, node:*) and no app',
};
const noFeatures = {
  group: ['**/features', '**/features/**'],
  message: 'components and lib never import features: a page that needs one is composed in app/routes',
};
const noFeaturesInChrome = {
  group: ['**/features', '**/features/**'],
  message:
    "the shell's chrome (layout, errors, idle) imports no feature: a page that needs features is composed in app/routes",
};
const noAppShell = {
  group: ['**/app/**', '../app', '../../app'],
  message: 'only the app shell imports the app shell',
};

function restrict(files, ...patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { patterns }] } };
}

/** One block per web feature folder, read from disk, forbidding every other feature. */
function featureBlocks() {
  const root = 'apps/web/src/features';
  if (!fs.existsSync(here(root))) return [];
  const features = fs
    .readdirSync(here(root), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature);
    const group = others.flatMap((other) => [
      `../${other}`,
      `../${other}/**`,
      `../../${other}/**`,
      `../../../${other}/**`,
      `**/features/${other}/**`,
    ]);
    return restrict(
      [`${root}/${feature}/**/*.{ts,tsx}`],
      noServer,
      noAppShell,
      ...(group.length
        ? [
            {
              group,
              message:
                'web features never import each other: compose a page that needs several in app/routes; shared UI goes to components/, shared helpers to lib/',
            },
          ]
        : []),
    );
  });
}

/**
 * The server's modules: one module imports another only through its index.ts (never its repository or
 * services, nor its wiring, <module>.module.ts, which only modules.ts lists); db/, lib/ and plugins/ import no
 * module (the seed, above the modules, goes through index.ts too).
 */
const serverModules = 'apps/server/src/modules';

/**
 * The identity modules, in layers that run one way, bottom up: people, sessions, the sign-in methods (passwords,
 * two-factor, sign-in grants; then the methods that issue grants), and what the signed-in person sees. A module
 * imports only modules of the layers below its own (docs/decisions.md, "The identity layers").
 */
const identityLayers = [
  ['people'],
  ['auth'],
  ['account', 'two-factor', 'sign-in-grants'],
  ['single-sign-on', 'magic-link', 'masquerade'],
  ['user'],
];

function serverModuleNames() {
  if (!fs.existsSync(here(serverModules))) return [];
  return fs
    .readdirSync(here(serverModules), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
}

/** Any file of `module` but its index.ts, by every relative path a file of the server could use. */
function moduleInternals(module) {
  const ups = ['../', '../../', '../../../', '../../../../'];
  return [
    ...ups.flatMap((up) => [`${up}${module}/**`, `${up}modules/${module}/**`]),
    ...ups.flatMap((up) => [`!${up}${module}/index.ts`, `!${up}modules/${module}/index.ts`]),
  ];
}

/** Any file of `module`, its index.ts too, by every relative path a file of the server could use. */
function wholeModule(module) {
  const ups = ['../', '../../', '../../../', '../../../../'];
  return ups.flatMap((up) => [`${up}${module}/**`, `${up}modules/${module}/**`]);
}

/** The identity modules of `module`'s layer and above, when it is one (none otherwise). */
function identityLayerPatterns(module) {
  const layer = identityLayers.findIndex((modules) => modules.includes(module));
  if (layer < 0) return [];
  const above = identityLayers
    .slice(layer)
    .flat()
    .filter((other) => other !== module);
  if (above.length === 0) return [];
  return [
    {
      group: above.flatMap(wholeModule),
      message:
        'the identity layers run one way (people, sessions, sign-in methods, the signed-in person): import only from the layers below',
    },
  ];
}

function serverModuleBlocks() {
  const modules = serverModuleNames();
  const noFastify = {
    group: ['fastify', 'fastify-*', '@fastify/*'],
    message: 'services know no Fastify: routes turn requests into calls and answers',
  };
  const blocks = modules.flatMap((module) => {
    const others = {
      group: modules.filter((other) => other !== module).flatMap(moduleInternals),
      message: "a module imports another only through that module's index.ts",
    };
    const folder = `${serverModules}/${module}`;
    const layers = identityLayerPatterns(module);
    return [
      restrict([`${folder}/**/*.ts`], noWeb, others, ...layers),
      restrict([`${folder}/**/*.service.ts`], noWeb, others, noFastify, ...layers),
    ];
  });
  const anyModule = {
    group: ['**/modules', '**/modules/**'],
    message: 'db/, lib/ and plugins/ import no module',
  };
  const throughIndex = {
    group: modules.flatMap(moduleInternals),
    message: "the seed imports a module only through that module's index.ts",
  };
  return [
    ...blocks,
    restrict(['apps/server/src/{db,lib,plugins}/**/*.ts'], noWeb, anyModule),
    restrict(['apps/server/src/seed/**/*.ts'], noWeb, throughIndex),
  ];
}

/**
 * No import cycles on the server, between modules or inside one (import-x's no-cycle; type-only imports are
 * erased at run time and left to the boundaries test, which refuses a cycle of modules even through types).
 */
const noCycleBlock = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.js'] })],
    'import-x/extensions': ['.ts'],
  },
  rules: { 'import-x/no-cycle': 'error' },
};

const boundaryBlocks = [
  restrict(['packages/contracts/**/*.ts'], noApps),
  restrict(['packages/benefits/**/*.ts'], noInputOutput),
  restrict(['apps/server/**/*.ts'], noWeb),
  ...serverModuleBlocks(),
  restrict(['apps/web/**/*.{ts,tsx}'], noServer),
  restrict(
    ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    noServer,
    noFeatures,
    noAppShell,
  ),
  restrict(['apps/web/src/app/{layout,errors,idle}/**/*.{ts,tsx}'], noServer, noFeaturesInChrome),
  ...featureBlocks(),
];

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
      // A throwaway screenshot script, kept out of git.
      'e2e/shot.mjs',
      'bench/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
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
    // One place each: a database refusal is read through db/errors.ts (it finds the code behind the driver
    // wrapper's `cause`), and a file is sent through lib/download.ts (attachment, nosniff, no-store).
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/errors.ts',
      'apps/server/src/lib/download.ts',
      'apps/server/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'BinaryExpression > Literal[value=/^(08|22|23|40|42|53|55|57)[0-9A-Z]{3}$/]',
          message:
            "compare a database error's code through db/errors.ts (databaseErrorCode, isUniqueViolation)",
        },
        {
          selector: 'CallExpression[callee.property.name="header"] > Literal[value=/^content-disposition$/i]',
          message: 'send a file through lib/download.ts (sendDownload), which also sets nosniff and no-store',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', 'apps/server/src/cli/**', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // A journey's `test` sets the portal of its lane (support/fixtures.ts); Playwright's own would not.
    files: ['e2e/tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "import test and expect from support/fixtures.ts, which sets the portal of the journey's lane",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  ...boundaryBlocks,
  noCycleBlock,
);
