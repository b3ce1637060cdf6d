// Every area's domain rules, by contract area (the tag): each file src/mocks/rules/<area>.ts
// exports `rules: Rule[]`. `npm run mock:audit` runs them per seed (check `rules`), the area's
// unit mock test calls them too, so one statement of a rule serves both.
import type { Rule } from './kit';

type Module = { rules?: Rule[] };
const modules = import.meta.glob<Module>(['./*.ts', '!./index.ts', '!./kit.ts'], { eager: true });

export const rulesByArea: Readonly<Record<string, readonly Rule[]>> = Object.fromEntries(
  Object.entries(modules).map(([file, module]) => {
    if (!Array.isArray(module.rules)) throw new Error(`src/mocks/rules/${file.slice(2)} must export "rules"`);
    return [file.replace(/^\.\/(.*)\.ts$/, '$1'), module.rules];
  }),
);

export { runRule, type Ask, type Rule } from './kit';
