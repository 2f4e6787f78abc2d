import { describe, expect, it } from 'vitest';
import { folderFindings, type ImportGraph } from './folder-graph';

const LAMBDAS = new Set(['objects', 'dashboard', 'jobs']);
const f = (folder: string, file = 'a.ts') => `functions/${folder}/${file}`;

describe('the folder rules of functions/', () => {
  it('passes a graph that keeps them: Lambdas on domain folders, the kit and shared/', () => {
    const graph: ImportGraph = {
      [f('objects', 'handler.ts')]: [f('catalogue', 'saves.ts'), f('lib', 'http.ts'), 'shared/routes.ts'],
      [f('jobs', 'handler.ts')]: [f('catalogue', 'saves.ts')],
      [f('catalogue', 'saves.ts')]: [f('lib', 'errors.ts'), f('catalogue', 'record.ts'), f('staff', 'reads.ts')],
      [f('staff', 'reads.ts')]: [f('lib', 'errors.ts')],
      [f('lib', 'http.ts')]: [f('lib', 'errors.ts'), 'shared/routes.ts'],
      'functions/folder-graph.ts': [],
    };
    expect(folderFindings(graph, LAMBDAS)).toEqual([]);
  });

  it('reports a loop between two folders with the imports that close it', () => {
    const graph: ImportGraph = {
      [f('catalogue', 'x.ts')]: [f('staff', 'y.ts')],
      [f('staff', 'y.ts')]: [f('catalogue', 'z.ts')],
      [f('catalogue', 'z.ts')]: [],
    };
    expect(folderFindings(graph, LAMBDAS)).toEqual([
      {
        rule: 'folder-loop',
        folders: ['catalogue', 'staff'],
        imports: [
          { from: f('catalogue', 'x.ts'), to: f('staff', 'y.ts') },
          { from: f('staff', 'y.ts'), to: f('catalogue', 'z.ts') },
        ],
      },
    ]);
  });

  it('reports a loop through three folders although no two import each other', () => {
    const graph: ImportGraph = {
      [f('catalogue')]: [f('staff')],
      [f('staff')]: [f('visitor-app')],
      [f('visitor-app')]: [f('catalogue', 'b.ts')],
    };
    const [finding, ...rest] = folderFindings(graph, LAMBDAS);
    expect(rest).toEqual([]);
    expect(finding.rule).toBe('folder-loop');
    expect(finding.folders).toEqual(['catalogue', 'staff', 'visitor-app']);
    expect(finding.imports).toEqual(
      expect.arrayContaining([
        { from: f('catalogue'), to: f('staff') },
        { from: f('staff'), to: f('visitor-app') },
        { from: f('visitor-app'), to: f('catalogue', 'b.ts') },
      ]),
    );
    expect(finding.imports).toHaveLength(3);
  });

  it('reports the kit importing another folder', () => {
    const graph: ImportGraph = { [f('lib', 'exports/titles.ts')]: [f('dropdowns', 'service.ts'), f('lib', 'errors.ts')] };
    expect(folderFindings(graph, LAMBDAS)).toEqual([
      { rule: 'kit-imports-folder', folders: ['lib', 'dropdowns'], imports: [{ from: f('lib', 'exports/titles.ts'), to: f('dropdowns', 'service.ts') }] },
    ]);
  });

  it('reports one Lambda folder importing another', () => {
    const graph: ImportGraph = { [f('objects', 'service.ts')]: [f('dashboard', 'facts.ts'), f('catalogue', 'saves.ts')] };
    expect(folderFindings(graph, LAMBDAS)).toEqual([
      { rule: 'lambda-imports-lambda', folders: ['objects', 'dashboard'], imports: [{ from: f('objects', 'service.ts'), to: f('dashboard', 'facts.ts') }] },
    ]);
  });

  it('reports a handler in a folder that is not a Lambda', () => {
    const graph: ImportGraph = { [f('catalogue', 'handler.ts')]: [], [f('objects', 'handler.ts')]: [] };
    expect(folderFindings(graph, LAMBDAS)).toEqual([{ rule: 'handler-outside-lambda', folders: ['catalogue'], imports: [] }]);
  });
});
