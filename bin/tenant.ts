import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FEATURES, type Feature } from '../shared/permissions';
import { handlerEnv, keptPorts } from '../infra/local/stack';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const USAGE = `Usage: npm run tenant -- create <slug> [--features Item-Cataloging,App-Cms] [--admin <username>]
                                  [--password <password>] [--email <email>] [--name <museum name>]
                                  [--time-zone <IANA zone, default UTC>] [--aws]

Creates the museum's Cognito user pool and app client, its registry entry, an administrators group
with every permission and the first admin user. The time zone (e.g. Europe/Malta) decides what a
"day" is for the museum (activity log, scans, dashboard); an admin can change it later.
  Without --aws it onboards into the local stack started by \`npm start\` (it must be running).
  With --aws it uses your AWS credentials and the deployed stack: set TABLE_NAME, WEB_BUCKET and
  AWS_REGION from the stack outputs.`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      features: { type: 'string' },
      admin: { type: 'string', default: 'admin' },
      password: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'time-zone': { type: 'string', default: 'UTC' },
      aws: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, slug] = positionals;
  if (values.help || command !== 'create' || !slug) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(values.help ? 0 : 2);
  }
  const features = values.features ? values.features.split(',').map((f) => f.trim()) : [...FEATURES];
  const unknown = features.filter((f) => !(FEATURES as readonly string[]).includes(f));
  if (unknown.length) throw new Error(`Unknown features: ${unknown.join(', ')}. Known: ${FEATURES.join(', ')}.`);

  if (!values.aws) {
    const ports = keptPorts(join(process.cwd(), '.local'));
    if (!ports) throw new Error('No local stack found in .local/: start it with `npm start` first, or pass --aws.');
    Object.assign(process.env, handlerEnv(ports));
  }
  // Handlers read their configuration at import, so the onboarding code loads after the env is set.
  const { createTenant } = await import('../functions/onboarding/service');
  const password = values.password ?? `Mu-${randomBytes(9).toString('base64url')}1a`;
  const registry = await createTenant({
    slug,
    name: values.name,
    features: features as Feature[],
    timeZone: values['time-zone'],
    admin: { username: values.admin, password, email: values.email },
  });
  process.stdout.write(
    [
      `Tenant ${registry.slug} created.`,
      `  User pool:  ${registry.userPoolId} (client ${registry.userPoolClientId})`,
      `  Features:   ${registry.features.join(', ')}`,
      `  Time zone:  ${registry.timeZone}`,
      `  Sign in as: ${values.admin} / ${password}`,
      values.aws ? '' : `  Console:    http://${registry.slug}.localhost:${process.env.PORT ?? 3000}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
