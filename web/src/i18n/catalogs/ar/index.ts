import type { Translation } from '../catalog';
import type { EnglishCatalog } from '../en';
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

/** The Arabic catalog, loaded only when a user chooses Arabic (its own chunk). */
export const AREAS = { common, screens, shell, preferences, users, access, vocabularies, objectForm, objects, spreadsheetExports, itemNotifications, recordFields, records, recordForm, dashboard, itemReport, appCms, imports, objectPage, listTools, objectSets, visit, labels, batchEdit } as const;

export const ar: Translation<EnglishCatalog> = { ...common, ...screens, ...shell, ...preferences, ...users, ...access, ...vocabularies, ...objectForm, ...objects, ...spreadsheetExports, ...itemNotifications, ...recordFields, ...records, ...recordForm, ...dashboard, ...itemReport, ...appCms, ...imports, ...objectPage, ...listTools, ...objectSets, ...visit, ...labels, ...batchEdit };
import { visit } from './visit';
import { labels } from './labels';
import { batchEdit } from './batch-edit';
