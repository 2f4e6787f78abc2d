import { startLocalStack } from '../infra/local/stack';
import { benchConsoleAssets } from './console-assets';
import { benchDashboard } from './dashboard';
import { benchItemPdf } from './item-pdf';
import { benchLambdaBundles } from './lambda-bundles';
import { benchObjectsExcel } from './objects-excel';
import { benchItemNotifications } from './item-notifications';
import { benchObjectSearch } from './object-search';
import { benchRecordLists } from './record-lists';
import { benchUserAdmin } from './user-admin';
import { benchUsersMe } from './users-me';
import { benchVocabularies } from './vocabularies';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/**
 * `npm run bench`: every figure the issues name, each beside its baseline from the same run.
 * Benchmarks use an in-memory DynamoDB Local (the on-disk mode writes about 9x slower).
 */
async function main() {
  const out = (s: string) => process.stdout.write(`${s}\n\n`);
  out(await benchLambdaBundles());
  out(benchConsoleAssets());
  // No DynamoDB: the figure is the workbook's writing, each way in a process of its own.
  out(await benchObjectsExcel());
  const stack = await startLocalStack({ port: 0, checkResponses: false });
  try {
    out(await benchUsersMe(stack));
    out(await benchUserAdmin(stack));
    out(await benchVocabularies(stack));
    out(await benchObjectSearch(stack));
    out(await benchRecordLists(stack));
    out(await benchItemNotifications(stack));
    out(await benchDashboard(stack));
    out(await benchItemPdf(stack));
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
