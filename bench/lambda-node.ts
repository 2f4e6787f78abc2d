import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LAMBDA_RUNTIME } from '../infra/museum-function';

/** The Node major version the deployed functions run on (`nodejs22.x` gives 22). */
export const LAMBDA_NODE_MAJOR = Number(/^nodejs(\d+)/.exec(LAMBDA_RUNTIME.name)?.[1]);

/**
 * A Node binary of the Lambda runtime's major version, to time cold starts on what AWS runs:
 * Node 22 builds a module's ES namespace at a cost Node 20 does not have (infra/node-builtins.ts),
 * so this machine's Node 20 alone would misstate the figures.
 * `LAMBDA_BUNDLES_NODE=<path>` names one; otherwise it is the npm registry's `node-<platform>-<arch>`
 * package of that major (the binary Node's own `node` package installs), fetched once into `.bench/`.
 * Undefined when it cannot be had: the bench then says it measured this machine's Node only.
 */
export function lambdaNode(): string | undefined {
  if (process.env.LAMBDA_BUNDLES_NODE) return process.env.LAMBDA_BUNDLES_NODE;
  if (Number(process.versions.node.split('.')[0]) === LAMBDA_NODE_MAJOR) return process.execPath;
  const dir = join(process.cwd(), '.bench', `node-${LAMBDA_NODE_MAJOR}`);
  const binary = join(dir, 'package', 'bin', 'node');
  if (existsSync(binary)) return binary;
  try {
    mkdirSync(dir, { recursive: true });
    execFileSync('npm', ['pack', '--silent', `node-${process.platform}-${process.arch}@${LAMBDA_NODE_MAJOR}`], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) return undefined;
    execFileSync('tar', ['xzf', tarball], { cwd: dir });
    return existsSync(binary) ? binary : undefined;
  } catch {
    return undefined;
  }
}
