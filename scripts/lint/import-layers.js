// ESLint rule: enforces scripts/lint/layers.js on relative and `@/` imports in src/.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LAYERS } from './layers.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

/** 'features/dashboard' for a file in src/features/dashboard/..., 'shell' for src/shell/..., '(root)' for src/main.tsx */
function placeOf(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  // A file directly in src/ (main.tsx, or `./main` imported without its extension) is the root;
  // `../player` (a folder import) is that folder.
  if (parts.length === 1 && (/\.[cm]?[jt]sx?$/.test(parts[0]) || !existsSync(path.join(SRC, parts[0]))))
    return { layer: '(root)', unit: '(root)' };
  const layer = parts[0];
  return { layer, unit: layer === 'features' ? `features/${parts[1]}` : layer };
}

function resolveSpecifier(spec, fromFile) {
  if (spec.startsWith('@/')) return path.join(SRC, spec.slice(2));
  if (spec.startsWith('.')) return path.resolve(path.dirname(fromFile), spec);
  return null;
}

export const importLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import direction of src/ (scripts/lint/layers.js).' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const target = resolveSpecifier(spec, context.filename);
      if (!target) return;
      const to = placeOf(target);
      if (!to) return;
      if (from.unit.startsWith('features/') && to.unit.startsWith('features/') && from.unit !== to.unit) {
        context.report({
          node,
          message: `${from.unit} must not import ${to.unit}: move what both need into components/ or lib/.`,
        });
        return;
      }
      const allowed = LAYERS[from.layer] ?? [];
      if (to.layer !== from.layer && !allowed.includes(to.layer)) {
        context.report({
          node,
          message: `${from.layer}/ must not import ${to.layer}/ (allowed: ${allowed.join(', ')}).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
