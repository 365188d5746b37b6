// What the numbers were measured on: they mean little without the machine and the database's
// memory settings (the server runs with its defaults here; nothing is tuned for the benchmark).
import os from 'node:os';

const SETTINGS = ['shared_buffers', 'work_mem', 'effective_cache_size', 'random_page_cost', 'jit'];

/** @param {import('pg').Client} client a connection to the benchmark's PostgreSQL */
export async function describeMachine(client) {
  const { rows } = await client.query(
    `select name, setting, unit from pg_settings where name = any($1) order by name`,
    [SETTINGS],
  );
  const version = (await client.query('show server_version')).rows[0].server_version;
  const cpus = os.cpus();
  return {
    cpu: `${os.availableParallelism()} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}`,
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GB`,
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    postgres: `PostgreSQL ${version} (${rows.map(setting).join(', ')})`,
  };
}

function setting({ name, setting, unit }) {
  if (unit === '8kB') return `${name} ${Math.round((setting * 8) / 1024)} MB`;
  if (unit === 'kB') return `${name} ${Math.round(setting / 1024)} MB`;
  return `${name} ${setting}`;
}
