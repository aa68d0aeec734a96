// DESIGN "Imports run one way", checked by dependency-cruiser (`npm run lint:imports`, a step of `npm test`):
//   app/ → features/ → shared (ui/, config/, lib/) → packages (@upah/ui) → core (@upah/core),
// for both apps (apps/pwa, apps/console) and whatever folders they grow; and no import circle anywhere (type-only
// imports count: a circle of types still blurs which module owns what).
// Every rule is by folder, never a list of files. To see a rule bite, add an import it forbids and run the script.

/** An app's src/ (group 1: the app). */
const APP_SRC = '^apps/([^/]+)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle, type-only imports included: each type lives with the module that owns it.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'app-shell-from-main-only',
      comment: "An app's app/ (router, shell) is imported only by main.tsx and by app/ itself.",
      severity: 'error',
      from: { path: APP_SRC, pathNot: `${APP_SRC}(app/|main\\.tsx$)` },
      to: { path: `${APP_SRC}app/` },
    },
    {
      name: 'service-worker-wiring-from-top-only',
      comment: "The PWA's sw/ (service worker wiring) is imported only by main.tsx, app/ and sw/ itself.",
      severity: 'error',
      from: { path: APP_SRC, pathNot: `${APP_SRC}(app/|sw/|main\\.tsx$)` },
      to: { path: `${APP_SRC}sw/` },
    },
    {
      name: 'feature-not-into-another-feature',
      comment:
        'A feature never imports another feature (what two features share moves to ui/, lib/ or a package).',
      severity: 'error',
      from: { path: `${APP_SRC}features/([^/]+)/` },
      to: { path: '^apps/$1/src/features/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'shared-not-into-features',
      comment:
        'Shared code (ui/, config/, lib/, …) never imports a feature: only main.tsx and app/ put features together.',
      severity: 'error',
      from: { path: APP_SRC, pathNot: `${APP_SRC}(app/|features/|main\\.tsx$)` },
      to: { path: `${APP_SRC}features/` },
    },
    {
      name: 'app-not-into-another-app',
      comment:
        "An app's code never imports another app; what both need lives in packages/ (e2e helpers may be shared).",
      severity: 'error',
      from: { path: APP_SRC },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'packages-not-into-apps',
      comment: 'Packages (core, ui) never import an app.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'core-not-into-ui',
      comment: 'Core (@upah/core: rules, contract, stores) never imports @upah/ui.',
      severity: 'error',
      from: { path: '^packages/core/' },
      to: { path: '^packages/ui/' },
    },
  ],
  options: {
    // the type-only imports count (no-circular included)
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.typecheck.json' },
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)dist[^/]*/', '(^|/)node_modules/', '(^|/)test-results/'] },
    // the workspaces' package.json "exports" (@upah/core/rules/x → packages/core/src/rules/x.ts)
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.d.ts', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
