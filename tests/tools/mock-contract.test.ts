// Mocks and contract cannot disagree: every operation's generated response mock,
// sampled under several seeds, must validate against the operation's 2xx schema.
import { faker } from '@faker-js/faker/locale/de';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadContract, operations } from '../../scripts/contract/load.mjs';
import { MOCK_FORMATS } from '../../scripts/contract/mock-formats.mjs';

type MockModule = Record<string, unknown>;
const modules = import.meta.glob<MockModule>('../../src/api/generated/endpoints/*/*.msw.ts', { eager: true });
const mocksByName = new Map<string, unknown>(Object.values(modules).flatMap((m) => Object.entries(m)));

interface Operation {
  path: string;
  method: string;
  op: { operationId: string; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };
}

const SAMPLES = 3;
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

let doc: { components: { schemas: Record<string, unknown> } };
let ops: Operation[] = [];
let ajv: Ajv2020;

beforeAll(async () => {
  doc = (await loadContract()) as typeof doc;
  ops = operations(doc) as Operation[];
  ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  for (const [name, format] of Object.entries(MOCK_FORMATS as Record<string, { pattern: RegExp }>)) {
    ajv.addFormat(name, format.pattern);
  }
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) < 2 ** 31 });
  ajv.addSchema({ $id: 'portal', components: doc.components });
});

function successSchema(op: Operation['op']): unknown {
  const status = Object.keys(op.responses).find((s) => s.startsWith('2'));
  const content = status ? op.responses[status]?.content : undefined;
  const media = content?.['application/json'] ?? (content ? Object.values(content)[0] : undefined);
  return media?.schema;
}

/** Rewrites local refs so they resolve inside the registered 'portal' document. */
function rebase(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"portal#/components/'));
}

describe('generated mocks match the contract', () => {
  it('has a response mock for every operation with a JSON body', () => {
    const missing = ops
      .filter((o) => successSchema(o.op) !== undefined)
      .map((o) => `get${pascal(o.op.operationId)}ResponseMock`)
      .filter((name) => typeof mocksByName.get(name) !== 'function');
    expect(missing).toEqual([]);
  });

  it('gives every free string German data (a format or x-faker), not random letters', () => {
    const sources = import.meta.glob<string>('../../src/api/generated/endpoints/*/*.msw.ts', {
      eager: true,
      query: '?raw',
      import: 'default',
    });
    const random = Object.entries(sources).flatMap(([file, text]) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${file.split('/').pop()}:${i + 1}` }))
        .filter(
          ({ line }) => /faker\.string\.alpha\(\{\s*length:\s*\{/.test(line) || /faker\.string\.alpha\(\)/.test(line),
        )
        .map(({ at }) => at),
    );
    expect(random).toEqual([]);
  });

  it('validates sampled mock responses of every operation against their schemas', () => {
    const failures: string[] = [];
    let checked = 0;
    for (const { op } of ops) {
      const schema = successSchema(op);
      const mock = mocksByName.get(`get${pascal(op.operationId)}ResponseMock`);
      if (schema === undefined || typeof mock !== 'function') continue;
      const validate = ajv.compile(rebase(schema) as object);
      for (let seed = 1; seed <= SAMPLES; seed++) {
        faker.seed(seed);
        const value = (mock as () => unknown)();
        checked++;
        if (!validate(value)) {
          const first = validate.errors?.[0];
          failures.push(`${op.operationId} (seed ${seed}): ${first?.instancePath || '/'} ${first?.message ?? ''}`);
          break;
        }
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  }, 90_000); // CPU-bound over ~870 operations: ~3 s idle, 20 s+ when the 2 cores are shared with other suites
});
