import * as z from 'zod/mini';
import { DEFAULT_PAGE, MAX_PAGE_SIZE } from '../constants';
import { responseSchema, version } from './common';
import { idParam } from './form-fields';
import { BatchChangeSchema } from './batch-change';
import { thousands } from '../thousands';

/**
 * Spreadsheet imports (issue 15): a museum brings its catalogue in from `.xlsx` or `.csv`, in the
 * export's own format. A batch is uploaded, its columns mapped to fields, dry-run (every row
 * classified, nothing written), committed as a job, and can be rolled back as a whole.
 */
/**
 * What a batch imports: objects, one of the six record types (by its API path, as its export is
 * named), dropdown values, or the Settings reference lists' values. Each kind is written in
 * `functions/<area>/import-kind.ts`.
 */
export const IMPORT_KINDS = ['objects', 'conditions', 'treatments', 'curatorial-forms', 'technical-forms', 'movements', 'insurances', 'dropdowns', 'reference-lists'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file an import takes: 100,000 objects with every field filled are about 40 MB of CSV. */
export const IMPORT_MAX_MB = 50;
export const IMPORT_MAX_BYTES = IMPORT_MAX_MB * 1024 * 1024;
/** Rows one batch takes; a larger catalogue comes in several batches. */
export const IMPORT_MAX_ROWS = 100_000;
/** Batches, their files and their ledgers are kept this long after their last step. */
export const IMPORT_KEEP_DAYS = 180;

export const IMPORT_FILE_TYPES = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ImportFileType = keyof typeof IMPORT_FILE_TYPES;

export const IMPORT_TYPE_MESSAGE = 'Import a .xlsx or .csv file.';
export const IMPORT_MACRO_MESSAGE = 'Macro-enabled and older Excel files (.xlsm, .xls) are not imported: save the sheet as .xlsx or .csv.';
export const IMPORT_SIZE_MESSAGE = `The file is larger than the ${IMPORT_MAX_MB} MB an import takes: split it into several files.`;
/** An import that creates the vocabulary values a file names needs what the Dropdowns and Settings screens need to add one. */
export const CREATE_VALUES_AREA = 'setting' as const;
export const IMPORT_CREATE_VALUES_MESSAGE = 'Creating values needs write permission on Settings.';
export const IMPORT_ROWS_MESSAGE = `The file has more than the ${thousands(IMPORT_MAX_ROWS)} rows an import takes: split it into several files.`;

/**
 * Compares a header without case, accents, spaces or punctuation: "Inventory number",
 * "inventory_number", "Numéro d'inventaire" as "numerodinventaire"; an Arabic header without its
 * harakat and hamza marks (NFKD parts them from the letter).
 */
export const headerKey = (header: string) =>
  header
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/** The file's type by its name: `.xlsm` and `.xls` get their own message. */
export function importFileType(fileName: string): ImportFileType | undefined {
  const extension = /\.([^.]+)$/u.exec(fileName.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : undefined;
}

export const ImportCreateSchema = z.pipe(
  z.object({
    kind: z._default(z.enum(IMPORT_KINDS), 'objects'),
    fileName: z.string({ error: 'Name the file (fileName).' }).check(z.trim(), z.minLength(1, 'Name the file (fileName).'), z.maxLength(200)),
    size: z.number({ error: 'Send the file size in bytes (size).' }).check(z.int(), z.positive('The file is empty.')),
  }),
  z.transform((input, ctx) => {
    const issue = (message: string, path: string) => {
      ctx.issues.push({ code: 'custom', message, input, path: [path] });
      return z.NEVER;
    };
    if (/\.(xlsm|xls|xlsb|xltm)$/iu.test(input.fileName)) return issue(IMPORT_MACRO_MESSAGE, 'fileName');
    const type = importFileType(input.fileName);
    if (!type) return issue(IMPORT_TYPE_MESSAGE, 'fileName');
    if (input.size > IMPORT_MAX_BYTES) return issue(IMPORT_SIZE_MESSAGE, 'size');
    return { ...input, type };
  }),
);
export type ImportCreate = z.output<typeof ImportCreateSchema>;

export const IMPORT_STATUSES = ['UPLOADING', 'ANALYSING', 'ANALYSED', 'COMMITTING', 'COMMITTED', 'ROLLING_BACK', 'ROLLED_BACK', 'FAILED'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/** The steps staff start; a batch FAILED in one of them may take the step again (or, after a commit, roll back). */
export const IMPORT_STEPS = ['dry-run', 'commit', 'rollback'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** Where a batch's rows come from: a file, or a batch edit's selection and changes. */
export const IMPORT_SOURCES = ['file', 'batch-edit'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

export const ROW_CLASSES = ['create', 'update', 'unchanged', 'invalid'] as const;
export type RowClass = (typeof ROW_CLASSES)[number];

/**
 * A column mapped to this is kept on each object as a labelled detail (issue 28): its header the
 * label, its cell the value. Any number of columns may be kept so.
 */
export const KEEP_AS_DETAIL = '+detail';

/** Column i of the file goes to field `mapping[i]`; `''` leaves the column out, `KEEP_AS_DETAIL` keeps it as a detail. */
const mapping = z.array(z.string().check(z.maxLength(60))).check(z.maxLength(500, 'A file has at most 500 columns.'));

/** POST /api/imports/{id}/dry-run. */
export const DryRunSchema = z.object({
  mapping,
  /** Create the vocabulary values the file names but the museum does not have (listed by the previous dry run). */
  createValues: z._default(z.boolean(), false),
});
export type DryRunRequest = z.output<typeof DryRunSchema>;

/** POST /api/imports/{id}/commit and /rollback: the batch's version as read, so two clicks start one job. */
export const ImportStepSchema = z.object({ version });

/** A page of a batch's rows of one of `classes` (a batch edit has no creates). */
export const rowsQuery = <const C extends readonly [RowClass, ...RowClass[]]>(classes: C) =>
  z.object({
    class: z.enum(classes),
    page: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100_000)), DEFAULT_PAGE),
    size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), 20),
  });
export const ImportRowsQuery = rowsQuery(ROW_CLASSES);
export type ImportRowsParams = z.output<typeof ImportRowsQuery>;

export const ImportListQuery = z.object({
  /** The last batch id of the previous page. */
  cursor: idParam,
  size: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MAX_PAGE_SIZE)), 20),
});

const counts = z.object({ create: z.number(), update: z.number(), unchanged: z.number(), invalid: z.number() });

/** A vocabulary value the file names that the museum does not have. */
const NewValueSchema = z.object({ type: z.string(), typeTitle: z.string(), title: z.string(), parent: z.optional(z.string()), rows: z.number() });
export type NewValue = z.output<typeof NewValueSchema>;

/** A column the mapping left out, and how many rows hold a value in it: nothing is dropped unsaid. */
const UnmappedSchema = z.object({ column: z.number(), header: z.string(), rows: z.number() });
export type UnmappedColumn = z.output<typeof UnmappedSchema>;

/** A row the rollback left as it is: edited after the import. */
const RefusedSchema = z.object({ row: z.number(), label: z.string(), reason: z.string() });

export const ImportBatchSchema = responseSchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(IMPORT_KINDS),
    /** A spreadsheet's rows, or a batch edit's (issue 30: docs/batch-edit.md), whose `fileName` names its changes. */
    source: z.enum(IMPORT_SOURCES),
    /** A batch edit's changes, as requested. */
    changes: z.optional(z.array(BatchChangeSchema)),
    fileName: z.string(),
    status: z.enum(IMPORT_STATUSES),
    step: z.nullable(z.enum(IMPORT_STEPS)),
    createdBy: z.string(),
    createdAt: z.string(),
    rows: z.number(),
    counts,
    mapping: z.array(z.string()),
    createValues: z.boolean(),
    newValues: z.array(NewValueSchema),
    /** The dry run's columns mapped to no field (1-based `column`), with their filled rows. */
    unmapped: z.array(UnmappedSchema),
    /** Rows done by the running step (dry run, commit, rollback), of `total`. */
    processed: z.number(),
    total: z.number(),
    /** Rows the commit could not save (changed since the dry run), and why, as `refused`. */
    failed: z.number(),
    committedAt: z.nullable(z.string()),
    rolledBackAt: z.nullable(z.string()),
    rolledBackBy: z.nullable(z.string()),
    refusedCount: z.number(),
    refused: z.array(RefusedSchema),
    message: z.nullable(z.string()),
    /** Why the running step's worker stopped (its error, as the platform reported it), for the owner and support. */
    reason: z.nullable(z.string()),
    /** A step is running with no live worker: its lease lapsed (docs/design.md, "Jobs never stick"). */
    stalled: z.boolean(),
    /** The caller may resume the stopped step (FAILED or stalled): only its starter and user administrators see a batch, and they need write on its kind. */
    resumable: z.boolean(),
    /** Moves on with each step staff start (never by a job): a step names the version it was started from. */
    version: z.number(),
  }),
);
export type ImportBatch = z.output<typeof ImportBatchSchema>;

export const ImportListSchema = responseSchema(() => z.object({ content: z.array(ImportBatchSchema), cursor: z.nullable(z.string()) }));

export const ImportTicketSchema = responseSchema(() =>
  z.object({ batch: ImportBatchSchema, upload: z.object({ url: z.string(), fields: z.record(z.string(), z.string()) }) }),
);

/** The file's header row and the field proposed for each column; `fields` are what a column can map to. */
export const ImportHeadersSchema = responseSchema(() =>
  z.object({
    headers: z.array(z.string()),
    mapping: z.array(z.string()),
    fields: z.array(z.object({ field: z.string(), label: z.string() })),
  }),
);

const ImportRowSchema = z.object({
  row: z.number(),
  class: z.enum(ROW_CLASSES),
  /** What names the row: the inventory number (objects), the report id or object (records), the title (values). */
  label: z.string(),
  id: z.optional(z.string()),
  diff: z.optional(z.array(z.object({ field: z.string(), label: z.string(), from: z.string(), to: z.string() }))),
  reasons: z.optional(z.array(z.string())),
});
export type ImportRow = z.output<typeof ImportRowSchema>;

export const ImportRowsSchema = responseSchema(() =>
  z.object({ content: z.array(ImportRowSchema), totalElements: z.number(), page: z.number(), size: z.number() }),
);

export const ImportFileUrlSchema = responseSchema(() => z.object({ url: z.string(), fileName: z.string() }));

/** GET /api/imports/templates/{kind}. */
export const ImportTemplateParams = z.object({ kind: z.enum(IMPORT_KINDS, `Choose one of ${IMPORT_KINDS.join(', ')}.`) });

/** A kind's template: a CSV of its columns as an import reads them (the export's headers), with a BOM. */
export const ImportTemplateSchema = responseSchema(() => z.object({ fileName: z.string(), csv: z.string() }));
