// The import direction of src/, as data: each top folder and what it may import.
// A feature never imports another feature; shared folders never import features.
// eslint.config.js turns this table into the `portal/import-layers` rule.
export const LAYERS = {
  '(root)': ['app', 'mocks'],
  app: ['app', 'routes', 'features', 'shell', 'player', 'components', 'theme', 'lib', 'api'],
  routes: ['routes', 'app', 'features', 'shell', 'player', 'components', 'theme', 'lib', 'api'],
  features: ['components', 'theme', 'lib', 'api'],
  shell: ['shell', 'components', 'theme', 'lib', 'api'],
  player: ['player', 'components', 'theme', 'lib'],
  components: ['components', 'theme', 'lib'],
  theme: ['theme'],
  lib: ['lib'],
  api: ['api', 'lib'],
  mocks: ['mocks', 'api', 'lib'],
};
