import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The platform a function with native modules runs on: Lambda's x86_64 (glibc) Linux. */
export const NATIVE_PLATFORM = { os: 'linux', cpu: 'x64', libc: 'glibc' } as const;

type PackageJson = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const fits = (list: string[] | undefined, value: string) => !list || list.includes(value);

/** Whether a package of the registry's metadata is one for `NATIVE_PLATFORM` (optional dependencies name every platform's build). */
function forPlatform(meta: PackageJson): boolean {
  return fits(meta.os, NATIVE_PLATFORM.os) && fits(meta.cpu, NATIVE_PLATFORM.cpu) && fits(meta.libc, NATIVE_PLATFORM.libc);
}

/**
 * Copies `names` and what they need at run time from the project's node_modules into a bundle's
 * `node_modules` (esbuild leaves them external: a `.node` binary cannot be bundled). Optional
 * dependencies for another platform are left out; one for this platform that `npm ci` did not
 * install (a machine of another kind) stops the build with what to do, rather than deploying a
 * function that fails on its first thumbnail.
 */
export function copyNativeModules(names: readonly string[], outputDir: string, root = PROJECT_ROOT): string[] {
  const copied = new Set<string>();
  const visit = (name: string, optional: boolean) => {
    if (copied.has(name)) return;
    const dir = join(root, 'node_modules', name);
    const packageFile = join(dir, 'package.json');
    if (!existsSync(packageFile)) {
      if (optional) return;
      throw new Error(`${name} is not installed: run npm ci.`);
    }
    const meta = JSON.parse(readFileSync(packageFile, 'utf8')) as PackageJson;
    if (!forPlatform(meta)) return;
    copied.add(name);
    cpSync(dir, join(outputDir, 'node_modules', name), { recursive: true, dereference: true });
    for (const dep of Object.keys(meta.dependencies ?? {})) visit(dep, false);
    for (const dep of Object.keys(meta.optionalDependencies ?? {})) visit(dep, true);
  };
  for (const name of names) visit(name, false);
  const binaries = [...copied].filter((name) => name.startsWith('@img/sharp-linux-'));
  if (names.includes('sharp') && !binaries.length) {
    throw new Error(`sharp's ${NATIVE_PLATFORM.os}-${NATIVE_PLATFORM.cpu} build is not installed: synthesise on Linux x64 (as CI does), or run npm install --os=${NATIVE_PLATFORM.os} --cpu=${NATIVE_PLATFORM.cpu} sharp first.`);
  }
  return [...copied];
}
