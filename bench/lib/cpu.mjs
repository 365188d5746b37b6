// Where the machine's CPU went during a run: the server under test, PostgreSQL (every `postgres`
// process: backends, WAL writer, checkpointer), this process (autocannon) and everything else,
// read from /proc (Linux only; elsewhere the split is empty). On a 2-core machine shared by load
// generator, server and database, this tells which of them a scenario is bound by.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return 0;
  }
}

// A client backend's title: "postgres: [<cluster>: ]<user> <database> <host>(<port>) <state>".
const BACKEND = /^postgres: (?:\S+: )?\S+ (\S+) \S+\(\d+\)/;

/**
 * CPU ticks by pid of the PostgreSQL processes that work for `database`: its backends and the
 * shared ones (WAL writer, checkpointer, …); other databases' backends count as "other".
 */
function postgresTicks(database) {
  const ticks = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      const backendOf = BACKEND.exec(title)?.[1];
      if (!backendOf || backendOf === database) ticks.set(pid, ticksOf(pid));
    } catch {}
  }
  return ticks;
}

/** What the postgres processes alive at the end spent since the start (new ones: all of it). */
function postgresDelta(before, after) {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks;
}

function machineBusyTicks() {
  const [, ...times] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = times.map(Number);
  return user + nice + system + irq + softirq + steal; // not idle, not iowait
}

function sample(serverPid, database) {
  try {
    return {
      server: ticksOf(serverPid),
      postgres: postgresTicks(database),
      load: ticksOf(process.pid),
      busy: machineBusyTicks(),
    };
  } catch {
    return null;
  }
}

/**
 * Starts counting; the returned function stops and answers CPU milliseconds per request of the
 * server, PostgreSQL, the load generator and anything else (other programs on the machine, the
 * kernel's own work), or null where /proc is missing.
 */
export function countCpu(serverPid, database) {
  const before = sample(serverPid, database);
  return (requests) => {
    const after = sample(serverPid, database);
    if (!before || !after || !requests) return null;
    const ms = (ticks) => (ticks * TICK_MS) / requests;
    const split = {
      server: ms(after.server - before.server),
      postgres: ms(postgresDelta(before.postgres, after.postgres)),
      load: ms(after.load - before.load),
    };
    split.other = Math.max(
      0,
      ms(after.busy - before.busy) - split.server - split.postgres - split.load,
    );
    return split;
  };
}
