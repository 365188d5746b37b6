import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { startHousekeeping } from './housekeeping.js';
import { warmMediaLibraries } from './modules/media/media-libraries.js';
import { createMediaService } from './modules/media/media-service.js';
import { uploadTempDir } from './modules/media/post-form.js';
import { diskStoreTempDir, uploadsDir } from './modules/media/storage.js';
import { checkServices, openConfiguredDatabase } from './startup-checks.js';
import { sweepUploadLeftovers } from './upload-leftovers.js';

/**
 * On PostgreSQL several instances may share one DATA_DIR (a volume for their uploads): what
 * another one is receiving now changes by the second, and none of its uploads sits untouched
 * for a day. The embedded database is one process's alone, and so is its DATA_DIR.
 */
const SHARED_LEFTOVER_AGE_MS = 24 * 60 * 60 * 1000;

/** How long after it listens a server starts the work nobody waits for. */
const AFTER_START_MS = 2_000;

async function main(): Promise<void> {
  // Until the server listens, much of what is pending is promises alone (the embedded database
  // runs in this thread), and whenever the event loop finds nothing else to wait for, Node waits
  // for the engine's background jobs, such as compiling the database's WebAssembly, before going
  // on. A timer keeps the loop turning meanwhile, so they run beside the start, not in its way.
  const turning = setInterval(() => {}, 60_000);
  const config = loadConfig();
  // The database and the outside services the configuration names (OIDC, S3) are tried at once;
  // each that cannot be used is one line of the refusal.
  const [database, problems] = await Promise.all([
    openConfiguredDatabase(config, () =>
      openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }),
    ),
    checkServices(config),
  ]);
  if (typeof database === 'string' || problems.length) {
    if (typeof database !== 'string') await database.close();
    throw new ConfigError([...(typeof database === 'string' ? [database] : []), ...problems]);
  }
  // Uploads a previous run was receiving when it stopped (a crash, a kill) never finish: their
  // files go before this run takes any of its own.
  const leftovers = await sweepUploadLeftovers(
    [uploadTempDir(config), diskStoreTempDir(uploadsDir(config))],
    config.databaseUrl ? { untouchedForMs: SHARED_LEFTOVER_AGE_MS } : {},
  );
  const app = await buildApp({ config, database });
  if (leftovers) app.log.info({ leftovers }, 'removed what unfinished uploads left behind');
  let stopHousekeeping = () => {};

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stopHousekeeping();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  // `on`, not `once`: under `npm start` the same SIGTERM can arrive twice (sent to the process
  // group, then forwarded by npm), and the second must not cut the graceful shutdown short.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  clearInterval(turning);
  app.log.info(
    { url: config.publicUrl.href, database: database.kind, signIn: config.oidc ? 'oidc' : 'local' },
    'Simmer is ready',
  );
  // What is not needed to answer comes after the first answers: housekeeping's first round, and
  // the media libraries an upload will want (decision 038).
  setTimeout(() => {
    if (closing) return;
    // Its own handle on the configured store (S3's client loads only when first used).
    stopHousekeeping = startHousekeeping(database.db, createMediaService(config), app.log);
    warmMediaLibraries();
  }, AFTER_START_MS).unref();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Simmer could not start:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
