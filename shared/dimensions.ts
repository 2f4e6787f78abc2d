/**
 * A dimensions text as museums write it ('support: 394 x 489 mm', '23 x 30 in.', '1 ft 2 in x 3 ft',
 * 'diameter 30 cm', '٣٠ × ٤٠ سم'), read into the object's measures: length, width, height and
 * diameter in cm, weight in gr (spec 2 section 9). Pure and small for the same reason as
 * production-date.ts. The forms and rules are docs/imports.md's "Dimensions".
 *
 * Which number is which: museums (Tate, the Met, most registrars' manuals) write height x width
 * [x depth], so 'a x b x c' is height a, width b, and length c (the object's length is its depth,
 * front to back). A named measure ('height 45 cm', 'diam. 30 cm') goes to its field.
 */
export interface Measures {
  length?: number;
  width?: number;
  height?: number;
  diameter?: number;
  weight?: number;
}

/** Arabic-Indic and Persian digits as Latin ones, the Arabic decimal comma as a point. */
export const latinDigits = (text: string) => text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) & 15)).replace(/٫/g, '.');

const CM: Record<string, number> = { mm: 0.1, مم: 0.1, cm: 1, سم: 1, m: 100, م: 100, in: 2.54, inches: 2.54, inch: 2.54, '"': 2.54, بوصه: 2.54, انش: 2.54, ft: 30.48, feet: 30.48, foot: 30.48, "'": 30.48, قدم: 30.48 };
const GR: Record<string, number> = { kg: 1000, g: 1, كغ: 1000, كجم: 1000, كغم: 1000, غ: 1, جم: 1, غم: 1 };
// The label a museum gives the whole object's measure comes first; the picture's own (image,
// sheet) before its frame or mount; a line without a label between them.
const LABELS = ['overall', 'object', 'support', 'displayed', 'الكلي', 'الاجمالي', '', 'unconfirmed', 'image', 'sheet', 'plate', 'frame', 'mount'];
const NAMED: Record<string, keyof Measures> = {
  height: 'height', h: 'height', ارتفاع: 'height', width: 'width', w: 'width', عرض: 'width',
  depth: 'length', d: 'length', length: 'length', l: 'length', عمق: 'length', طول: 'length',
  diameter: 'diameter', diam: 'diameter', dia: 'diameter', قطر: 'diameter',
};
const NOT_LETTER = '(?![a-z\u0621-\u064a])';
const AMOUNT = new RegExp(`(\\d+(?:\\.\\d+)?)(?:\\s+(\\d+)/(\\d+))?\\s*(${Object.keys(CM).join('|')})?${NOT_LETTER}`, 'g');
const NAMED_KEY = new RegExp(`(?<![a-z\u0621-\u064a])(?:ال)?(${Object.keys(NAMED).join('|')})${NOT_LETTER}\\.?\\s*:?(?=\\s*\\d)`, 'g');

const round = (n: number) => Math.round(n * 10) / 10;

/** The length in cm of '1 ft 2 in', '394' (in the measure's last unit), '12 1/2 in'. */
function lengthOf(part: string, unit: string): number | undefined {
  let cm: number | undefined;
  for (const m of part.matchAll(AMOUNT)) {
    const value = Number(m[1]) + (m[2] ? Number(m[2]) / Number(m[3]) : 0);
    cm = (cm ?? 0) + value * (CM[m[4] ?? unit] ?? 1);
  }
  return cm === undefined ? undefined : round(cm);
}

function measure(text: string): Measures {
  const out: Measures = {};
  const weight = new RegExp(`(\\d+(?:\\.\\d+)?)\\s*(${Object.keys(GR).join('|')})${NOT_LETTER}`).exec(text);
  if (weight) out.weight = round(Number(weight[1]) * GR[weight[2]!]!);
  const rest = weight ? text.replace(weight[0], ' ') : text;
  // A number without its unit takes the measure's last one ('394 x 489 mm'); none at all is no measure.
  const unit = [...rest.matchAll(AMOUNT)].map((m) => m[4]).filter(Boolean).pop();
  if (!unit) return out;
  const named = [...rest.matchAll(NAMED_KEY)];
  if (named.length > 0) {
    named.forEach((m, i) => {
      const cm = lengthOf(rest.slice(m.index + m[0].length, named[i + 1]?.index), unit);
      if (cm !== undefined) out[NAMED[m[1]!]!] = cm;
    });
    return out;
  }
  const [height, width, length] = rest.split(/\s*(?:[x×*]|by|في)\s*(?=\d)/).map((p) => lengthOf(p, unit));
  if (height !== undefined) out.height = height;
  if (width !== undefined) out.width = width;
  if (length !== undefined) out.length = length;
  return out;
}

/** The measures a dimensions text gives, in cm and gr; empty when it gives none ('dimensions variable'). */
export function parseDimensions(text: string): Measures {
  const folded = latinDigits(text).toLowerCase().replace(/ة/g, 'ه').replace(/[أإآ]/g, 'ا');
  // Lines, or clauses that start with a label ('image: 200 x 300 mm, support: 394 x 489 mm').
  const lines = folded.split(/[\r\n]+|[,;،]\s*(?=[^\d,;:]+:)/).filter((line) => /\d/.test(line));
  const ranked = lines.map((line) => {
    const label = /^\s*([^\d:]*):/.exec(line)?.[1]?.trim() ?? '';
    const rank = LABELS.findIndex((l) => l !== '' && label.startsWith(l));
    return { line: label ? line.slice(line.indexOf(':') + 1) : line, rank: rank < 0 ? LABELS.indexOf(label ? 'unconfirmed' : '') : rank };
  });
  const best = ranked.sort((a, b) => a.rank - b.rank)[0];
  return best ? measure(best.line) : {};
}
