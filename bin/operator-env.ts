import { join } from 'node:path';
import { handlerEnv, keptPorts } from '../infra/local/stack';
import { portInUse } from '../infra/local/processes';

/**
 * An operator command's table: the deployment named by AWS_REGION and TABLE_NAME, or else the
 * local stack started by `npm start`. Handlers read their configuration at import, so a command
 * imports the function code after this.
 */
export async function useDeploymentOrLocalStack(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (process.env.TABLE_NAME) return;
  const ports = keptPorts(join(process.cwd(), '.local'));
  if (!ports || !(await portInUse(ports.dynamodb))) throw new Error('No running local stack found in .local/: start it with `npm start` first, or set TABLE_NAME and AWS_REGION.');
  Object.assign(process.env, handlerEnv(ports));
}
