import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createMuseumApp, PROJECT_ROOT } from '../infra/museum-app';

// `npx cdk synth` / `npx cdk deploy` (cdk.json). Context: `domain` and `certificateArn` to serve
// tenants at <tenant>.<domain>, `logLevel` for the Lambdas (default INFO).
// The console is deployed once it has been built (`npm run build:web`); before that, only its
// runtime config is.
const builtConsole = join(PROJECT_ROOT, 'web', 'dist');
createMuseumApp({ consoleAssetDir: existsSync(builtConsole) ? builtConsole : undefined }).app.synth();
