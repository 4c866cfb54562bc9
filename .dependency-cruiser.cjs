/**
 * The engine's layers (ARCHITECTURE.md): each imports only the layers before it, plugins only the
 * generic kit, the app is the one composition root, and nothing imports in a circle, not even lazily.
 * `npm run lint:deps` (part of `npm test`) enforces it.
 */
const LAYERS = ['core', 'data', 'ui', 'fields', 'kinds', 'auth', 'shell', 'plugins', 'studio', 'app'];

const layerRules = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer}`,
  comment: `engine/${layer} may import only ${LAYERS.slice(0, index + 1).join(', ')}`,
  severity: 'error',
  from: { path: `^engine/${layer}/` },
  to: { path: `^engine/(${LAYERS.slice(index + 1).join('|')}|tooling)/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files that import each other (static or import()) cannot be understood, tested or split one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    {
      name: 'plugins-use-the-kit-only',
      comment: 'A plugin is built from core, data, ui and fields; kinds, auth, shell and other plugins are off limits.',
      severity: 'error',
      from: { path: '^engine/plugins/([^/]+)/' },
      to: { path: '^engine/(kinds|auth|shell|app|tooling)/|^engine/plugins/', pathNot: ['^engine/plugins/$1/', '^engine/plugins/plugins\\.css$'] },
    },
    {
      name: 'core-is-plain-typescript',
      comment: 'core holds the definition format, templates, access and codecs: no React, no Blueprint, no DOM library.',
      severity: 'error',
      from: { path: '^engine/core/' },
      to: { dependencyTypes: ['npm', 'npm-dev', 'npm-peer', 'npm-optional'], path: '(^|/)node_modules/(react|react-dom|@blueprintjs|@rjsf|xstate|@xstate|wouter|chart\\.js|react-chartjs-2|dompurify)/' },
    },
    {
      name: 'core-runs-in-the-browser',
      comment: 'core (the definition validator included) runs in the browser too: the definition studio validates drafts with it, so no Node built-ins.',
      severity: 'error',
      from: { path: '^engine/core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'tooling-stays-in-node',
      comment: 'Build and validation tools (Node) import core only; the running app never imports them.',
      severity: 'error',
      from: { path: '^engine/tooling/' },
      to: { path: '^engine/(data|ui|fields|kinds|auth|shell|plugins|studio|app)/' },
    },
    {
      name: 'mocks-stand-apart',
      comment: 'The mock API is a separate program: it may read the definitions format (core) but no app code.',
      severity: 'error',
      from: { path: '^mocks/' },
      to: { path: '^engine/(data|ui|fields|kinds|auth|shell|plugins|studio|app|tooling)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)engine/core/generated/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json', '.d.ts'] },
  },
};
