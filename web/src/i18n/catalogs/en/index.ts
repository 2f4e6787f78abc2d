import { access } from './access';
import { common } from './common';
import { preferences } from './preferences';
import { screens } from './screens';
import { shell } from './shell';
import { users } from './users';
import { vocabularies } from './vocabularies';
import { objectForm } from './object-form';
import { itemNotifications } from './item-notifications';
import { objects } from './objects';
import { spreadsheetExports } from './exports';
import { recordFields } from './record-fields';
import { records } from './records';
import { recordForm } from './record-form';
import { dashboard } from './dashboard';
import { itemReport } from './item-report';
import { appCms } from './app-cms';
import { imports } from './imports';
import { objectPage } from './object-page';
import { listTools } from './list-tools';
import { objectSets } from './object-sets';
import { visit } from './visit';
import { labels } from './labels';
import { batchEdit } from './batch-edit';

/**
 * The English catalog: the spec's texts exactly as written. One file per area of the console so
 * that areas can be edited side by side; each area's keys start with its own prefix.
 */
export const AREAS = { common, screens, shell, preferences, users, access, vocabularies, objectForm, objects, spreadsheetExports, itemNotifications, recordFields, records, recordForm, dashboard, itemReport, appCms, imports, objectPage, listTools, objectSets, visit, labels, batchEdit } as const;

export const en = { ...common, ...screens, ...shell, ...preferences, ...users, ...access, ...vocabularies, ...objectForm, ...objects, ...spreadsheetExports, ...itemNotifications, ...recordFields, ...records, ...recordForm, ...dashboard, ...itemReport, ...appCms, ...imports, ...objectPage, ...listTools, ...objectSets, ...visit, ...labels, ...batchEdit } as const;

export type MessageId = keyof typeof en;
export type EnglishCatalog = typeof en;
