import { describe, expect, it } from 'vitest';
import { requireNodeBuiltins } from '../../infra/node-builtins';

/** Runs a rewritten module and returns what it exports. */
const run = async (code: string) => (await import(`data:text/javascript,${encodeURIComponent(requireNodeBuiltins(code))}`)) as Record<string, unknown>;

describe('the bundle rewrite of Node module imports (infra/node-builtins.ts)', () => {
  it('gives every import form the same bindings, read off the module rather than its ES namespace', async () => {
    const module = await run(
      'import{join as j,sep}from"node:path";import*as zlib from"node:zlib";import os from"os";import crypto,{createHash as h}from"crypto";' +
        'import{default as fs,readFileSync}from"node:fs";import"node:url";' +
        'export const r=[j("a","b"),sep,typeof zlib.gunzipSync,typeof os.cpus,crypto.createHash===h,typeof fs.readFileSync,fs.readFileSync===readFileSync];',
    );
    expect(module.r).toEqual(['a/b', '/', 'function', 'function', true, 'function', true]);
  });

  it('leaves every Node module statement out of the rewritten code, and other modules, strings and dynamic imports as they were', () => {
    const code = 'import{a}from"./chunk-1.mjs";import{request as r}from"node:https";const s=\'import{x}from"node:fs"\';export const z=()=>import("node:zlib");';
    expect(requireNodeBuiltins(code)).toBe(
      'const {request:r}=process.getBuiltinModule("node:https");import{a}from"./chunk-1.mjs";const s=\'import{x}from"node:fs"\';export const z=()=>import("node:zlib");',
    );
  });

  it('refuses a form it does not know rather than drop it', () => {
    expect(() => requireNodeBuiltins('export{join}from"node:path";')).toThrow(/does not know/);
  });
});
