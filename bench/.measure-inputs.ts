import { build } from 'esbuild';
import { join } from 'node:path';
async function main() {
  const name = process.argv[2];
  const r = await build({ entryPoints: [join(process.cwd(), 'functions', name, 'handler.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node22', splitting: true, outdir: '/tmp/migrate-bundles/x-' + name, minify: true, metafile: true, external: ['@aws-sdk/*'], write: true });
  const entry = Object.entries(r.metafile.outputs).find(([, o]) => o.entryPoint)!;
  const cold = new Set<string>(); const visit = (p: string) => { if (cold.has(p)) return; cold.add(p); for (const i of r.metafile.outputs[p].imports) if (i.kind === 'import-statement' && r.metafile.outputs[i.path]) visit(i.path); };
  visit(entry[0]);
  const inputs: Record<string, number> = {};
  for (const p of cold) for (const [f, v] of Object.entries(r.metafile.outputs[p].inputs)) inputs[f] = (inputs[f] ?? 0) + v.bytesInOutput;
  for (const [f, b] of Object.entries(inputs).sort((a, b) => b[1] - a[1]).filter(([f]) => !f.includes('node_modules')).slice(0, 400)) console.log(b, f);
}
void main();
