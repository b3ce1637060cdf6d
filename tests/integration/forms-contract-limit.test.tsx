// A contract limit drives the form: the limit is read from openapi/portal.yaml (bundled the
// way the generator reads it), the generated validator accepts it and rejects one more, and
// the post composer shows its message exactly at limit + 1. Neither the form nor this test
// names the number. The last test changes the limit in a copy of the contract, regenerates the
// validators with the project's own orval settings, and the unchanged form follows.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { ComponentType } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadContract, root } from '../../scripts/contract/load.mjs';
import {
  AddDashboardPostBody,
  addDashboardPostBodyOneTitleMax,
} from '../../src/api/generated/zod/dashboard/dashboard.zod';
import { PostComposer } from '../../src/features/dashboard/components/post-composer';
import { renderWithProviders } from '../utils/render';

type Schemas = Record<string, { properties?: Record<string, { maxLength?: number }> }>;
type Contract = { components: { schemas: Schemas } };
const titleOf = (doc: Contract) => doc.components.schemas.DashboardNewPost?.properties?.title ?? {};
const de = (n: number) => n.toLocaleString('de-DE');
let limit = 0;

beforeAll(async () => {
  limit = titleOf((await loadContract()) as Contract).maxLength ?? 0;
}, 60_000);

/** Pastes `limit` characters, then types one more: no message before, the message after. */
async function expectMessageAtLimitPlusOne(max: number) {
  const title = screen.getByRole('textbox', { name: /^Titel/ });
  await userEvent.click(title);
  await userEvent.paste('x'.repeat(max));
  expect(title).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText(/^Höchstens/)).toBeNull();
  await userEvent.type(title, 'y');
  expect(await screen.findByText(`Höchstens ${de(max)} Zeichen (jetzt ${de(max + 1)}).`)).toBeInTheDocument();
  expect(title).toHaveAttribute('aria-invalid', 'true');
  expect(title).toHaveValue(`${'x'.repeat(max)}y`);
  await userEvent.type(title, '{Backspace}');
  await waitFor(() => expect(screen.queryByText(/^Höchstens/)).toBeNull());
}

describe('the post title limit comes from the contract', () => {
  it('the contract states a limit and the generated code carries it', () => {
    expect(limit).toBeGreaterThan(0);
    expect(addDashboardPostBodyOneTitleMax).toBe(limit);
  });

  it('the generated validator accepts the limit and rejects one more', () => {
    const body = (title: string) => ({ kind: 'post', text: 'Hallo', title });
    expect(AddDashboardPostBody.safeParse(body('x'.repeat(limit))).success).toBe(true);
    expect(AddDashboardPostBody.safeParse(body('x'.repeat(limit + 1))).success).toBe(false);
  });

  it('the form says so exactly at limit + 1, and keeps the text', async () => {
    renderWithProviders(<PostComposer />);
    await expectMessageAtLimitPlusOne(limit);
  });

  it('a changed limit in the contract, regenerated, changes the form without touching it', async () => {
    const changed = limit - 37;
    const out = path.join(root, '.cache', `forms-limit-${process.pid}`);
    try {
      // orval runs as in `npm run generate` (its CLI, the project's zod settings from
      // orval.config.ts), on a copy of the contract whose title limit changed.
      mkdirSync(out, { recursive: true });
      writeFileSync(
        path.join(out, 'orval.config.ts'),
        [
          `import { defineConfig } from 'orval';`,
          `import { zodValidators } from '../../orval.config';`,
          `import { loadContract } from '../../scripts/contract/load.mjs';`,
          `export default defineConfig(async () => {`,
          `  const doc = await loadContract();`,
          `  doc.components.schemas.DashboardNewPost.properties.title.maxLength = ${changed};`,
          `  return { v: { input: { target: doc, filters: { tags: ['dashboard'] } }, output: zodValidators('${out}/zod') } };`,
          `});`,
        ].join('\n'),
      );
      await promisify(execFile)(
        path.join(root, 'node_modules/.bin/orval'),
        ['--config', path.join(out, 'orval.config.ts')],
        {
          cwd: root,
        },
      );
      // The app's form module, unchanged, now imports the regenerated validators.
      vi.resetModules();
      vi.doMock(
        '../../src/api/generated/zod/dashboard/dashboard.zod',
        () => import(/* @vite-ignore */ path.join(out, 'zod/dashboard/dashboard.zod.ts')),
      );
      const { PostComposer: Regenerated } = (await import('../../src/features/dashboard/components/post-composer')) as {
        PostComposer: ComponentType;
      };
      renderWithProviders(<Regenerated />);
      await expectMessageAtLimitPlusOne(changed);
    } finally {
      vi.doUnmock('../../src/api/generated/zod/dashboard/dashboard.zod');
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
