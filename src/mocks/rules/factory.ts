// The companies' domain rules: the ones every organisation keeps (kit.ts, orgRules).
import { orgRules, type Rule } from './kit';

export const rules: Rule[] = orgRules('factory', 3);
