// The stateful layer: handlers that keep what the user changes in the in-memory store, by
// area (the contract tag, which is the first path segment after /api). An area joins by its
// file here, named by its tag (like polls.ts), which exports one `<name>Handlers` function;
// its manifest names that module (`mock`), and tests/unit/areas.test.ts checks both ways.
// The handlers are built once the area's generated mocks have loaded, so they may use
// only operations of their own area. kit.ts holds what they share.
import type { RequestHandler } from 'msw';

type Module = Record<string, unknown>;
const modules = import.meta.glob<Module>(['./*.ts', '!./index.ts', '!./kit.ts'], { eager: true });

function handlersOf(file: string, module: Module): () => RequestHandler[] {
  const found = Object.entries(module).filter(([name, value]) => /Handlers$/.test(name) && typeof value === 'function');
  // A file that exports no or several handler lists would be left out silently: say so.
  if (found.length !== 1) throw new Error(`${file} must export exactly one "...Handlers" function`);
  return found[0]?.[1] as () => RequestHandler[];
}

export const statefulHandlersByArea: Readonly<Record<string, () => RequestHandler[]>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => [file.replace(/^\.\/(.*)\.ts$/, '$1'), handlersOf(file, module)]),
);
