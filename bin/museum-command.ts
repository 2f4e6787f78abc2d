import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { handlerEnv, keptPorts } from '../infra/local/stack';
import { portInUse } from '../infra/local/processes';

/**
 * An operator command on one museum (`recount`, `reindex`): its `--museum` and `--dry-run`, and its
 * table: the deployment named by AWS_REGION and TABLE_NAME, or else the local stack started by
 * `npm start`. Undefined after `--help` (the usage is printed). Handlers read their configuration
 * at import, so a command imports the function code after this.
 */
export async function museumCommand(usage: string): Promise<{ slug: string; dryRun: boolean } | undefined> {
  const { values } = parseArgs({
    options: {
      museum: { type: 'string', default: 'demo' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${usage}\n`);
    return undefined;
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (!process.env.TABLE_NAME) {
    const ports = keptPorts(join(process.cwd(), '.local'));
    if (!ports || !(await portInUse(ports.dynamodb))) throw new Error('No running local stack found in .local/: start it with `npm start` first, or set TABLE_NAME and AWS_REGION.');
    Object.assign(process.env, handlerEnv(ports));
  }
  const { tenantBySlug } = await import('../functions/lib/tenants');
  const registry = await tenantBySlug(values.museum);
  if (!registry) throw new Error(`There is no museum "${values.museum}".`);
  return { slug: registry.slug, dryRun: values['dry-run'] };
}
