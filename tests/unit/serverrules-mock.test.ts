// The server rules' domain rules in the mock backend (src/mocks/stateful/serverrules.ts), through
// MSW's node server as the app meets them: a stale If-Match on a ruleset or paragraph edit answers
// 412 and changes nothing; a current one is kept and counts the version up. A sub-paragraph save
// (alone or in the batch) with a stale version in its body answers 409 and changes nothing.
import { describe, expect, it } from 'vitest';
import { runRule } from '../../src/mocks/rules/kit';
import { rules } from '../../src/mocks/rules/serverrules';
import { ruleAsk } from '../utils/rule-ask';

describe('serverrules mock: versioned documents', () => {
  for (const rule of rules) {
    it(rule.name, async () => {
      expect(await runRule(rule, ruleAsk())).toEqual([]);
    });
  }
});
