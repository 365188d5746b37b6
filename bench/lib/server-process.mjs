// A server under test in its own process: started with its environment, awaited until its health
// URL answers, stopped with SIGTERM (the app's graceful shutdown) and, failing that, SIGKILL. A
// benchmark stopped by a signal takes its servers down with it, so none is left holding a port.
import { spawn } from 'node:child_process';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const running = new Set();

function stopAllOnSignal() {
  if (running.size) return;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      for (const child of running) child.kill('SIGTERM');
      process.exit(130);
    });
  }
}

const answers = async (url) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

/**
 * @param {{ name: string, args: string[], env: Record<string, string>, healthUrl: string,
 *   timeoutMs?: number }} options
 */
export async function startServer({ name, args, env, healthUrl, timeoutMs = 120_000 }) {
  // Something else answering there would be measured instead of this server.
  if (await answers(healthUrl)) throw new Error(`${healthUrl} answers before ${name} started`);
  stopAllOnSignal();
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    // As `npm start` runs the server (package.json; decision 032), unless set otherwise.
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env },
  });
  running.add(child);
  let gone = false;
  const exited = new Promise((resolve) => child.once('exit', resolve)).then(() => {
    gone = true;
    running.delete(child);
  });
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const stopped = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!stopped) child.kill('SIGKILL');
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !gone) {
    if (await answers(healthUrl)) return { pid: child.pid, stop };
    await sleep(300);
  }
  await stop();
  throw new Error(`${name} did not answer ${healthUrl}`);
}

/**
 * The app as `npm start` runs it (production mode, quiet logs), on 127.0.0.1:`port` with its
 * files in `dataDir`, plus any `env`; resolves once its health URL answers.
 */
export function startApp({ root, port, dataDir, env = {} }) {
  return startServer({
    name: 'simmer',
    args: [`${root}/scripts/start.mjs`],
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...env,
    },
    healthUrl: `http://127.0.0.1:${port}/api/health`,
  });
}
