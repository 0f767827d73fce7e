/**
 * CPU figures and limits for the benchmarks: a process's CPU time, the whole machine's busy share,
 * and a CPU budget for a process (the kernel's CFS quota, as a container's CPU limit sets it).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** CPU time (user + system) a process has used, from /proc: what capacity planning divides by (docs/capacity.md). */
export function cpuMilliseconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** The machine's CPU counters (all cores), from /proc/stat; `busyShare(before, after)` is the share of time they were busy. */
export function machineCpu() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number)
  // user nice system idle iowait irq softirq steal …: idle and iowait are the idle time.
  const idle = values[3] + values[4]
  const total = values.slice(0, 8).reduce((sum, value) => sum + value, 0)
  return { idle, total }
}

export const busyShare = (before, after) => 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total)

const V2_ROOT = '/sys/fs/cgroup'
const V1_CPU = '/sys/fs/cgroup/cpu'
const PERIOD_US = 100_000

/** How this machine can limit a process's CPU: `v2`, `v1`, or why it cannot (a reason for the reader). */
export function cpuBudgetSupport() {
  if (process.getuid?.() !== 0) return { ok: false, reason: 'CPU budgets need root (they are cgroups)' }
  const controllers = path.join(V2_ROOT, 'cgroup.controllers')
  if (existsSync(controllers) && readFileSync(controllers, 'utf8').split(/\s+/).includes('cpu')) return { ok: true, version: 'v2' }
  if (existsSync(path.join(V1_CPU, 'cpu.cfs_quota_us'))) return { ok: true, version: 'v1' }
  return { ok: false, reason: 'this machine has no cgroup CPU controller (cgroup v2 `cpu` or v1 `cpu.cfs_quota_us`)' }
}

/**
 * A cgroup named `name` allowed `cores` of CPU time (0.5 is half a core every 100 ms period), whatever
 * else the machine is doing. `add(pid)` moves a process (all its threads) in; `throttledShare()` is the
 * share of periods since the last `reset()` in which the group used its whole budget and was held back:
 * near 1 means the budget, not anything else, set the pace. `dispose()` moves the processes back out.
 */
export function cpuBudget(name, cores) {
  const support = cpuBudgetSupport()
  if (!support.ok) throw new Error(support.reason)
  const v2 = support.version === 'v2'
  const parent = v2 ? V2_ROOT : V1_CPU
  const group = path.join(parent, name)
  if (v2) {
    const subtree = path.join(V2_ROOT, 'cgroup.subtree_control')
    if (!readFileSync(subtree, 'utf8').split(/\s+/).includes('cpu')) writeFileSync(subtree, '+cpu')
  }
  mkdirSync(group, { recursive: true })
  const quota = Math.round(cores * PERIOD_US)
  if (v2) writeFileSync(path.join(group, 'cpu.max'), `${quota} ${PERIOD_US}`)
  else {
    writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US))
    writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(quota))
  }
  const periods = () => {
    const stat = Object.fromEntries(
      readFileSync(path.join(group, 'cpu.stat'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ')),
    )
    return { periods: Number(stat.nr_periods ?? 0), throttled: Number(stat.nr_throttled ?? 0) }
  }
  let start = periods()
  const members = new Set()
  return {
    cores,
    add(pid) {
      writeFileSync(path.join(group, 'cgroup.procs'), String(pid))
      members.add(pid)
    },
    reset() {
      start = periods()
    },
    throttledShare() {
      const now = periods()
      return (now.throttled - start.throttled) / Math.max(1, now.periods - start.periods)
    },
    dispose() {
      for (const pid of members) {
        try {
          writeFileSync(path.join(parent, 'cgroup.procs'), String(pid))
        } catch {
          // The process has ended.
        }
      }
      try {
        rmdirSync(group)
      } catch {
        // A process started inside it is still running; the kernel removes nothing while it does.
      }
    },
  }
}

/** CPU time of every process with this command name (`postgres`: the server and its backends), by process id. */
export function cpuByName(name) {
  const times = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === name) times.set(entry, cpuMilliseconds(entry))
    } catch {
      // It ended while we looked.
    }
  }
  return times
}

/** The CPU time those processes used between two `cpuByName` readings, counting processes started in between whole. */
export const cpuUsedSince = (before, after) => [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0)
