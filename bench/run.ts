import { startLocalStack, type LocalStack } from '../infra/local/stack';
import { benchBeaconHealth } from './beacon-health';
import { benchConsoleAssets } from './console-assets';
import { benchDashboard } from './dashboard';
import { benchMinimumRecord } from './minimum-record';
import { benchItemPdf } from './item-pdf';
import { benchLabels } from './labels';
import { benchItemReportsBook } from './item-reports-book';
import { benchLambdaBundles } from './lambda-bundles';
import { benchObjectsExcel } from './objects-excel';
import { benchItemNotifications } from './item-notifications';
import { benchChangeHistory } from './change-history';
import { benchObjectSearch } from './object-search';
import { benchObjectSets } from './object-sets';
import { benchPoiList } from './poi-list';
import { benchRecordLists } from './record-lists';
import { benchReindex } from './reindex';
import { benchRestore } from './restore';
import { benchUserAdmin } from './user-admin';
import { benchUsersMe } from './users-me';
import { benchVisitorApp } from './visitor-app';
import { benchVisitPage } from './visit-page';
import { benchBatchEdit } from './batch-edit';
import { benchBatchSaves } from './batch-saves';
import { benchDynamoDbWrites } from './dynamodb-writes';
import { benchImports } from './imports';
import { benchImportRecords } from './imports-records';
import { benchJobResume } from './job-resume';
import { benchTateDryRun } from './tate-dry-run';
import { benchThumbnails } from './thumbnails';
import { benchVocabularies } from './vocabularies';

// The local stack runs the Lambdas' code on Node 20; the SDK's notice about Node 22 is noise here.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const sections: [string, (stack: LocalStack) => Promise<string>][] = [
  ['users-me', benchUsersMe],
  ['user-admin', benchUserAdmin],
  ['vocabularies', benchVocabularies],
  ['object-search', benchObjectSearch],
  ['object-sets', benchObjectSets],
  ['record-lists', benchRecordLists],
  ['reindex', benchReindex],
  ['item-notifications', benchItemNotifications],
  ['change-history', benchChangeHistory],
  ['restore', benchRestore],
  ['dashboard', benchDashboard],
  ['minimum-record', benchMinimumRecord],
  ['item-pdf', benchItemPdf],
  ['poi-list', benchPoiList],
  ['visitor-app', benchVisitorApp],
  ['visit-page', benchVisitPage],
  ['beacon-health', benchBeaconHealth],
  ['imports', benchImports],
  ['batch-saves', benchBatchSaves],
  ['batch-edit', benchBatchEdit],
  ['dynamodb-writes', benchDynamoDbWrites],
  ['imports-records', benchImportRecords],
  ['job-resume', benchJobResume],
  ['tate-dry-run', benchTateDryRun],
  ['thumbnails', benchThumbnails],
];
const SECTION_NAMES = sections.map(([name]) => name);

/**
 * `npm run bench`: every figure the issues name, each beside its baseline from the same run.
 * Benchmarks use an in-memory DynamoDB Local (the on-disk mode writes about 9x slower).
 */
async function main() {
  // `npm run bench -- poi-list`: only the sections whose names contain one of the arguments; an
  // argument that is a section's whole name means that one (`imports`, not `imports-records`).
  const only = process.argv.slice(2);
  const names = ['lambda-bundles', 'console-assets', 'objects-excel', 'labels', 'item-reports-book', ...SECTION_NAMES];
  const wanted = (name: string) => !only.length || only.some((o) => name === o || (!names.includes(o) && name.includes(o)));
  const out = (s: string) => process.stdout.write(`${s}\n\n`);
  if (wanted('lambda-bundles')) out(await benchLambdaBundles());
  if (wanted('console-assets')) out(benchConsoleAssets());
  // No DynamoDB: the figure is the workbook's writing, each way in a process of its own.
  if (wanted('objects-excel')) out(await benchObjectsExcel());
  // No stack: the labels' layout and react-pdf, as the console runs them.
  if (wanted('labels')) out(await benchLabels());
  if (wanted('item-reports-book')) out(await benchItemReportsBook());
  const chosen = sections.filter(([name]) => wanted(name));
  if (!chosen.length) return;
  const stack = await startLocalStack({ port: 0, checkResponses: false });
  try {
    for (const [, bench] of chosen) out(await bench(stack));
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
