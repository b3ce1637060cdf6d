// Runs a contract tool as a person would (a child node process) and captures its output.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const fixtureContract = path.join(root, 'tests/tools/fixtures/mini/openapi/portal.yaml');

export function runScript(
  script: string,
  args: string[],
  cwd = root,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, script), ...args], {
      cwd,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** A temp copy of the fixture's openapi/ folder with `edit` applied to portal.yaml; returns the folder. */
export function plantFault(edit: (yaml: string) => string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-fixture-'));
  cpSync(path.dirname(fixtureContract), path.join(dir, 'openapi'), { recursive: true });
  const file = path.join(dir, 'openapi/portal.yaml');
  const before = readFileSync(file, 'utf8');
  const after = edit(before);
  if (after === before) throw new Error('plantFault: the edit changed nothing');
  writeFileSync(file, after);
  return dir;
}
