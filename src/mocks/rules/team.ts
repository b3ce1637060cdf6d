// The teams' domain rules: the ones every organisation keeps (kit.ts, orgRules).
import { orgRules, type Rule } from './kit';

export const rules: Rule[] = orgRules('team', 3);
