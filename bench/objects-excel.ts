import { spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import type { CellValue } from '../functions/lib/exports/sheet';
import { table } from './stats';

const OBJECTS = Number(process.env.BENCH_OBJECTS ?? 100_000);
/** The non-streaming baseline holds every cell in memory: capped so it cannot take the machine down. */
const IN_MEMORY_MAX = Number(process.env.BENCH_EXCEL_IN_MEMORY_MAX ?? 5_000);
const PAGE = 500;
const BUDGET_MS = 5_000;
const BUDGET_MB = 256;

/** `list`: the streaming writer with the list's columns only (`columns=list`, issue 32). */
type Mode = 'streaming' | 'list' | 'in-memory' | 'csv';
type Figure = { mode: Mode; rows: number; columns: number; ms: number; bytes: number; peakRssMb: number; peakHeapMb: number };

const TITLES = new Map<string, string>([
  ['classification~1', 'Scientific instruments'],
  ['category~1', 'Astronomical instruments'],
  ['material~1', 'Brass'],
  ['material~2', 'Silver'],
  ['technique~1', 'Engraving'],
  ['location~1', 'Main building'],
  ['locationArea~1', 'Gallery 3'],
  ['displayArea~1', 'Showcase wall'],
  ['region~1', 'Gulf'],
  ['otherDimensions~1', 'Depth'],
]);

/** An object with every field filled, varied by its number (the worst case for the sheet's size). */
function record(n: number): Record<string, unknown> {
  const url = (name: string) => `https://museum.example/uploads/bench/objects/CROP-17000000${n}-${name}.png`;
  return {
    tenant: 'bench', id: `obj-${n}`, inventoryNumber: `A-${String(n).padStart(6, '0')}`, numberOrder: '', version: 1,
    quantity: 1 + (n % 3), objectName: `Astrolabe ${n}`, subtitle: 'Planispheric astrolabe', objectTitle: `The astrolabe number ${n}`,
    classification: 'classification~1', category: 'category~1', subCategory: 'Instruments', available: n % 7 !== 0,
    registrationDate: '2021-07-20', recordedBy: 'A. Registrar', length: 21.5, width: 17, height: 3.2, diameter: 16.4, weight: 1250,
    otherDimensions: [{ id: 'otherDimensions~1', value: 4.5 }], tagNumber: `T-${n}`, barcode: String(1e9 + n), label: 'Astrolabe, brass',
    insuranceNumber: `INS-${n}`, value: 150000 + n, currency: 'QAR', mainImage: { uid: 'u1', name: 'front.png', url: url('front') },
    imageList: [{ uid: 'u2', name: 'back.png', url: url('back') }, { uid: 'u3', name: 'rete.png', url: url('rete') }],
    photographer: 'M. Photographer', dateTaken: '2022-01-05', location: 'location~1', locationArea: 'locationArea~1',
    displayArea: 'displayArea~1', buildingNumber: 'B1', buildingArea: 'East wing', hallNumber: 'H2', roomNumber: 'R3', temporaryLocation: false,
    cabinetNumber: 'C4', shelfNumber: 'S5', drawerNumber: 'D6', boxNumber: 'X7', showcaseNumber: 'SC8',
    description: 'A brass astrolabe with an engraved rete, a mater and three plates for the latitudes of the Gulf.',
    descriptionLong: 'Long description of the object, its making and its history. '.repeat(6).trim(),
    material: ['material~1', 'material~2'], technique: ['technique~1'], technology: 'Cast and engraved', surface: 'Polished',
    inscriptionType: 'Engraved', inscriptionPosition: 'Back plate', inscriptionNotes: 'صنعه أحمد بن محمد', language: 'Arabic', method: 'Casting',
    region: 'region~1', country: 'Qatar', city: 'Doha', century: '17th', date: '1650-03-01', hijriYear: '1060', gregorianYear: '1650',
    author: 'Ahmad ibn Muhammad', publishingHouse: 'Museum Press', carDetailsVisible: n % 10 === 0, bookDetailsVisible: n % 10 === 1,
    brand: 'Rolls-Royce', model: 'Phantom I', registration: 'Q-1926', colour: 'Maroon', bodyManufacturer: 'Barker', vehicleType: 'Saloon',
    numOfCylinders: 6, horsePower: 108, yearOfProduction: 1926, maxSpeed: 130, priceAtAuct: 250000, youtubeLink: 'https://www.youtube.com/watch?v=abc',
    specialHistory: 'Owned by a collector.', specialFeatures: 'Original coachwork.', mileage: 42000, tyreSize: '33x5', plateNumber: '1926',
    secondAuthor: 'B. Author', contributor: 'C. Contributor', translator: 'D. Translator', editor: 'E. Editor', edition: 'First',
    copyright: '1926', volume: 'II', pages: 320, subject: 'Astronomy', identifier: `ISBN-${n}`, materialType: 'Book',
  };
}

/**
 * The records a page at a time, as the job's Query pages come. Pages are slices of a pool made
 * before the clock starts, so the figure is the workbook's writing, not the making of records,
 * and memory holds what a job holds (a page), not 100,000 records.
 */
const POOL = 4 * PAGE;
async function* pages(pool: readonly Record<string, unknown>[], rows: number): AsyncIterable<readonly Record<string, unknown>[]> {
  for (let start = 0; start < rows; start += PAGE) {
    const from = start % POOL;
    yield pool.slice(from, from + Math.min(PAGE, rows - start));
  }
}

/** One measurement, alone in this process (its peak RSS is the process's own). */
async function measure(mode: Mode, rows: number): Promise<Figure> {
  process.env.TABLE_NAME ??= 'bench-excel';
  const { OBJECTS_SHEET } = await import('../functions/catalogue/objects/excel-sheet');
  const { writeWorkbook } = await import('../functions/lib/exports/workbook');
  const { exportColumns } = await import('../functions/lib/exports/columns');
  const { shownText } = await import('../functions/lib/exports/cells');
  const ExcelJS = (await import('exceljs')).default;
  const dir = await mkdtemp(join(tmpdir(), 'bench-excel-'));
  const path = join(dir, `objects.${mode === 'csv' ? 'csv' : 'xlsx'}`);
  const pool = Array.from({ length: POOL }, (_, n) => record(n));
  let peakHeap = 0;
  const sample = () => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed));
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  try {
    const columns = mode === 'list' ? await exportColumns(OBJECTS_SHEET, 'list', () => pages(pool, rows)) : OBJECTS_SHEET.columns;
    if (mode === 'streaming' || mode === 'list') {
      const out = createWriteStream(path);
      await writeWorkbook(OBJECTS_SHEET.sheetName, columns, TITLES, pages(pool, rows), out, async () => void sample());
      await finished(out);
    } else if (mode === 'in-memory') {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Objects');
      sheet.addRow(columns.map((c) => c.header));
      for await (const page of pages(pool, rows)) {
        for (const r of page) sheet.addRow(columns.map((c) => c.value(r as never, TITLES) ?? null));
        sample();
      }
      await workbook.xlsx.writeFile(path);
    } else {
      const out = createWriteStream(path);
      const quote = (v: CellValue) => (v === null || v === undefined ? '' : `"${shownText(v).replaceAll('"', '""')}"`);
      out.write(`${columns.map((c) => quote(c.header)).join(',')}\n`);
      for await (const page of pages(pool, rows)) {
        const text = page.map((r) => columns.map((c) => quote(c.value(r as never, TITLES))).join(',')).join('\n');
        if (!out.write(`${text}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
        sample();
      }
      out.end();
      await finished(out);
    }
    const ms = performance.now() - started;
    sample();
    return { mode, rows, columns: columns.length, ms, bytes: (await stat(path)).size, peakRssMb: process.resourceUsage().maxRSS / 1024, peakHeapMb: peakHeap / 1048576 };
  } finally {
    clearInterval(sampler);
    await rm(dir, { recursive: true, force: true });
  }
}

function inChild(mode: Mode, rows: number): Figure {
  const run = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child', mode, String(rows)], {
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    maxBuffer: 1 << 20,
  });
  const line = run.stdout.trim().split('\n').pop() ?? '';
  if (run.status !== 0 || !line.startsWith('{')) throw new Error(`bench ${mode} failed: ${run.stderr.slice(-2000)}`);
  return JSON.parse(line) as Figure;
}

/**
 * Issue 10's figure: the .xlsx of all objects of a museum (BENCH_OBJECTS, 100,000 by default),
 * every field filled, written by the export's streaming writer straight from generated records
 * (no DynamoDB: the figure is the workbook's generation), time and peak memory against the budget
 * of 5 s and 256 MB. Beside it in the same run, each in its own process: the list's columns only,
 * a CSV of the same cells (the floor), and exceljs's non-streaming Workbook (capped at
 * BENCH_EXCEL_IN_MEMORY_MAX rows).
 */
export async function benchObjectsExcel(): Promise<string> {
  const figures = [inChild('streaming', OBJECTS), inChild('list', OBJECTS), inChild('csv', OBJECTS), inChild('in-memory', Math.min(OBJECTS, IN_MEMORY_MAX))];
  const rows = figures.map((f) => [
    f.mode,
    String(f.columns),
    f.rows.toLocaleString('en'),
    `${(f.ms / 1000).toFixed(2)} s`,
    `${Math.round((f.rows / f.ms) * 1000).toLocaleString('en')}`,
    `${(f.bytes / 1048576).toFixed(1)} MB`,
    `${f.peakRssMb.toFixed(0)} MB`,
    `${f.peakHeapMb.toFixed(0)} MB`,
  ]);
  const streaming = figures[0];
  const verdict =
    `streaming .xlsx of ${streaming.rows.toLocaleString('en')} objects: ${(streaming.ms / 1000).toFixed(2)} s (budget ${BUDGET_MS / 1000} s), ` +
    `peak RSS ${streaming.peakRssMb.toFixed(0)} MB (budget ${BUDGET_MB} MB)`;
  return [
    `Objects spreadsheet export (${streaming.columns} columns, every field filled; each way in its own process)`,
    table([['way', 'columns', 'rows', 'time', 'rows/s', 'file', 'peak RSS', 'peak heap'], ...rows]),
    verdict,
  ].join('\n');
}

if (process.argv[2] === '--child') {
  measure(process.argv[3] as Mode, Number(process.argv[4]))
    .then((figure) => process.stdout.write(`${JSON.stringify(figure)}\n`))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    });
}
