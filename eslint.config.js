// `npx eslint .` (part of `npm run lint` and `npm run check`): typescript-eslint's strict rules,
// the rules of hooks, jsx-a11y, no import circles, and the layer rule below, over every source file.
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** server/'s rooms from the bottom up; a room may import only the ones before it. */
export const serverRooms = [
  ['store', 'escape-html.ts'],
  ['security'],
  ['plugins'],
  ['net'],
  ['intake', 'visits', 'calendar', 'quotes'],
  ['mail'],
  ['push'],
  ['outbox'],
  ['desk'],
  ['stores.ts', 'health.ts', 'trust-proxy.ts'],
  ['cli'],
  ['app.ts'],
  ['index.ts'],
]

/** One zone per room: it may not import a room after its own row, nor one beside it in its row. */
function serverZones() {
  const path = (room) => `./server/${room}`
  return serverRooms.flatMap((row, i) => {
    const above = serverRooms.slice(i + 1).flat()
    return row
      .map((room) => ({ target: path(room), from: [...above, ...row.filter((r) => r !== room)].map(path) }))
      .filter((zone) => zone.from.length > 0)
  })
}

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      '.cache/',
      '.react-router/',
      'data/',
      'public/',
      'test-results/',
      'playwright-report/',
      'app/generated/',
    ],
  },
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/first': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // The layer rule: each room imports only the rooms below it, never one beside or above.
    //   packages          self-contained code of no room (the stand-in image generator)
    //   config, content   settings; the site's data, copy and schemas (content imports only zod and packages)
    //   domain            the rules the browser, the server and the build share
    //   app  |  server    the pages and islands  |  the Fastify server (neither imports the other)
    //   scripts           the build pipeline
    //   tools             audit, bench, fonts, the test runner (the test runner reads the tests' settings; the bench borrows their SMTP server)
    // Tests may reach into any room to check it.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages', from: ['./config', './content', './domain', './app', './server', './scripts', './tools', './tests'] },
            { target: './content', from: ['./config', './domain', './app', './server', './scripts', './tools', './tests'] },
            { target: './config', from: ['./content', './domain', './app', './server', './scripts', './tools', './tests'] },
            { target: './domain', from: ['./app', './server', './scripts', './tools', './tests'] },
            { target: './app', from: ['./server', './scripts', './tools', './tests'] },
            { target: './server', from: ['./app', './scripts', './tools', './tests'] },
            { target: './scripts', from: ['./tools', './tests'] },
            { target: './tools', from: './tests', except: ['./helpers', './settings.ts'] },
            // server/'s rooms, one way (docs/architecture.md): each imports only the rooms below it.
            //   store, escape-html.ts   the database and its queries; the HTML escape
            //   security, plugins, net  page policies, log scrubbing; one Fastify plugin each; the listener's guards, typed routes
            //   intake, visits, calendar   the form endpoints; the booked visit; the owner's calendar feed
            //   mail, push, outbox      what each message says; the alerts; delivery
            //   desk                    the owner's desk
            //   stores.ts, health.ts, trust-proxy.ts; cli; app.ts; index.ts   the assembly and the entry points
            // Rooms of one row never import each other; serverRooms above is the exact order.
            ...serverZones(),
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // A test that reads a value it has just checked may assert that it is there.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
)
