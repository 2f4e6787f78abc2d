import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** A child process the local stack started, and must stop on exit. */
export type Managed = { name: string; child: ChildProcess; stop(): Promise<void> };

/** Asks the OS for a free port on loopback, so parallel runs and a running `npm start` never clash. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on the port (another local stack, say). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export function startProcess(name: string, command: string, args: string[], opts: { cwd?: string; env?: NodeJS.ProcessEnv; quiet?: boolean } = {}): Managed {
  const child = spawn(command, args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 50) lines.shift();
    if (!opts.quiet && process.env.LOCAL_STACK_DEBUG) process.stderr.write(`[${name}] ${chunk}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code, signal) => {
    if (code && code !== 0 && !stopping) process.stderr.write(`[${name}] exited with ${code ?? signal}\n${lines.join('')}\n`);
  });
  let stopping = false;
  return {
    name,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Polls until `probe` resolves truthy: the emulators take a moment to open their ports. */
export async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

export async function httpAnswers(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
  await res.arrayBuffer();
  return res.status > 0;
}
