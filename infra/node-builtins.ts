import { ImportType, initSync, parse } from 'es-module-lexer';
import { isBuiltin } from 'node:module';

/**
 * A bundle's static `import`s of Node's own modules, rewritten to read the module off
 * `process.getBuiltinModule`. An ESM `import` of a Node module builds its namespace, which reads
 * every export, and many exports are lazy getters: on Node 22 (the Lambda runtime) reading
 * `http.WebSocket` loads undici, `crypto.webcrypto` the Web Crypto API, `process.stdin` a stream,
 * `tls.rootCertificates` every root certificate. Measured on Node 22.23 (docs/design.md, "Node's
 * modules in a cold start"): the 14 modules a signed-in function imports take 27.4 ms to import
 * and 12.4 ms to require; `node:http` alone 23.7 ms against 4.3 ms.
 *
 * esbuild cannot emit this itself: an external module imported from ESM stays an `import`, and
 * bundling each Node module through an alias instead split each into a chunk of its own (seven
 * more files in the objects function's cold start, 1.6 KB more gzip). es-module-lexer (Vite's)
 * finds the statements, so nothing inside a string or a comment is touched.
 */
export function requireNodeBuiltins(code: string): string {
  initSync();
  const [imports] = parse(code);
  const declarations: string[] = [];
  let rest = '';
  let from = 0;
  for (const found of imports) {
    if (found.t !== ImportType.Static || found.n === undefined || !isBuiltin(found.n)) continue;
    declarations.push(declarationOf(code.slice(found.ss, found.se), found.n));
    rest += code.slice(from, found.ss);
    from = code[found.se] === ';' ? found.se + 1 : found.se;
  }
  // Hoisted above the rest, as the imports were: code placed earlier in the file may use them.
  return declarations.join('') + rest + code.slice(from);
}

/** One `import … from "node:x"` as the `const` that reads the same bindings off the module. */
function declarationOf(statement: string, specifier: string): string {
  const module = `process.getBuiltinModule(${JSON.stringify(specifier)})`;
  const clause = /^import\s*([\s\S]*?)\s*from\s*["'][^"']+["']\s*;?$/.exec(statement)?.[1];
  if (clause === undefined) {
    if (/^import\s*["'][^"']+["']\s*;?$/.test(statement)) return `${module};`;
    throw new Error(`A Node module imported in a form the bundle rewrite does not know: ${statement}`);
  }
  const parts = /^(?:([\w$]+)\s*,?\s*)?(?:\*\s*as\s+([\w$]+)|\{([^}]*)\})?$/.exec(clause);
  if (!parts || !(parts[1] || parts[2] || parts[3] !== undefined)) {
    throw new Error(`A Node module imported in a form the bundle rewrite does not know: ${statement}`);
  }
  const [, defaultName, namespaceName, named] = parts;
  const names: string[] = [];
  // A Node module's default export and its namespace are both the module object here.
  for (const whole of [defaultName, namespaceName]) if (whole) names.push(`${whole}=${module}`);
  if (named !== undefined) {
    const picked: string[] = [];
    for (const binding of named.split(',').map((b) => b.trim()).filter(Boolean)) {
      const [imported, local = imported] = binding.split(/\s+as\s+/);
      if (imported === 'default') names.push(`${local}=${module}`);
      else picked.push(imported === local ? imported : `${imported}:${local}`);
    }
    if (picked.length) names.push(`{${picked.join(',')}}=${module}`);
  }
  return names.length ? `const ${names.join(',')};` : `${module};`;
}
