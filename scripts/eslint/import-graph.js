// A local ESLint rule: no import cycles between our own files, type-only imports included
// (eslint-plugin-import-x's no-cycle skips `import type`, yet a type cycle still ties two files
// together; it also walked the graph again from every file and took 85 % of a lint run, so this
// rule replaces it). The graph of relative imports is read once per lint run and its strongly connected
// components (Tarjan) are the cycles; every file in one is reported with the cycle's files.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;
const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function walk(folder, files = []) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path, files);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

function resolveImport(from, specifier) {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

function cyclesOf(roots) {
  const files = roots.filter(existsSync).flatMap((root) => walk(root));
  const edges = new Map(files.map((file) => [file, [...readFileSync(file, 'utf8').matchAll(SPECIFIER)].map((m) => resolveImport(file, m[1])).filter(Boolean)]));
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycleOf = new Map();
  const visit = (file) => {
    order.set(file, index);
    low.set(file, index++);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!edges.has(next)) continue;
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), order.get(next)));
    }
    if (low.get(file) !== order.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) for (const part of component) cycleOf.set(part, component);
  };
  for (const file of files) if (!order.has(file)) visit(file);
  return cycleOf;
}

let cached = null;

export const noTypeCycle = {
  meta: { type: 'problem', docs: { description: 'No import cycles, type-only imports included (DESIGN.md section 2).' }, schema: [] },
  create(context) {
    const root = context.cwd ?? process.cwd();
    cached ??= cyclesOf(['src', 'machines', 'test', 'scripts', 'bench'].map((folder) => join(root, folder)));
    const cycle = cached.get(resolve(context.filename));
    if (!cycle) return {};
    return {
      Program(node) {
        const names = cycle.map((file) => relative(root, file)).sort().join(', ');
        context.report({ node, message: `This file is part of an import cycle (type-only imports count too): ${names}.` });
      },
    };
  },
};
