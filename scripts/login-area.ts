import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The source files the first page load needs: the static import closure of the app's entry.
 * Lingui gives their texts a catalogue of their own (`locales/{locale}/login.po`), so /login does
 * not load the whole app's texts (DESIGN.md section 11: /login at most 150 kB gzip). Computed,
 * not listed, so a new static import can never leave a login text without its translation.
 */
export function loginAreaFiles(root: string, entry = 'src/main.tsx'): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveLocal(dirname(file), specifier);
      if (target) visit(target);
    }
  };
  visit(resolve(root, entry));
  return [...seen].map((file) => relative(root, file).split('\\').join('/')).sort();
}

/** Relative specifiers of `import … from '…'` and `export … from '…'`; `import()` is lazy and left out. */
function staticImports(source: string): string[] {
  const pattern = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"](\.[^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].filter((match) => !/^\s*(?:import|export)\s+type\s/.test(match[0])).map((match) => match[1]!);
}

function resolveLocal(fromDir: string, specifier: string): string | null {
  const bare = join(fromDir, specifier).replace(/\.js$/, '');
  for (const candidate of [`${bare}.ts`, `${bare}.tsx`, join(bare, 'index.ts'), join(bare, 'index.tsx')]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}
