// The import direction of src/, as data: each top folder and what it may import.
// A feature never imports another feature; shared folders never import features.
// eslint.config.js turns this table into the `portal/import-layers` rule.
export const LAYERS = {
  // The entry (boot.ts, then main.tsx) also holds the API client's requests while the mock backend
  // starts.
  '(root)': ['(root)', 'app', 'mocks', 'api'],
  app: ['app', 'routes', 'features', 'shell', 'music', 'player', 'components', 'theme', 'lib', 'api'],
  routes: ['routes', 'app', 'features', 'shell', 'music', 'player', 'components', 'theme', 'lib', 'api'],
  features: ['components', 'theme', 'lib', 'api'],
  shell: ['shell', 'music', 'components', 'theme', 'lib', 'api'],
  // music: the local library, catalog and artist pages; it may drive the player, never the reverse.
  music: ['music', 'player', 'components', 'theme', 'lib'],
  player: ['player', 'components', 'theme', 'lib'],
  components: ['components', 'theme', 'lib'],
  theme: ['theme'],
  lib: ['lib'],
  api: ['api', 'lib'],
  mocks: ['mocks', 'api', 'lib'],
};
