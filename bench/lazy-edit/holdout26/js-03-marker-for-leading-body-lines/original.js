import chalk from 'chalk'
import { formatDistanceToNow } from 'date-fns'

const STATUS_COLORS = {
  passed: chalk.green,
  failed: chalk.red,
  skipped: chalk.yellow,
  pending: chalk.gray,
}

export function formatDuration(ms) {
  if (ms < 1000) return `${ms}ms`
  const seconds = ms / 1000
  if (seconds < 60) return `${seconds.toFixed(1)}s`
  const minutes = Math.floor(seconds / 60)
  const rest = Math.round(seconds % 60)
  return `${minutes}m ${rest}s`
}

export function formatStatus(status) {
  const color = STATUS_COLORS[status] || chalk.white
  return color(status.toUpperCase().padEnd(7))
}

export function formatRun(run, { verbose = false } = {}) {
  const lines = []
  const header = `${chalk.bold(run.name)} ${chalk.dim('#' + run.number)}`
  lines.push(header)
  lines.push(`  started ${formatDistanceToNow(new Date(run.startedAt))} ago`)
  lines.push(`  duration ${formatDuration(run.durationMs)}`)

  for (const job of run.jobs) {
    lines.push(`  ${formatStatus(job.status)} ${job.name}`)
    if (verbose && job.steps) {
      for (const step of job.steps) {
        lines.push(`      ${formatStatus(step.status)} ${step.name} (${formatDuration(step.durationMs)})`)
      }
    }
  }

  const failed = run.jobs.filter((job) => job.status === 'failed').length
  if (failed > 0) {
    lines.push(chalk.red(`  ${failed} job(s) failed`))
  }
  return lines.join('\n')
}

export function formatSummary(runs) {
  const total = runs.length
  const passed = runs.filter((run) => run.status === 'passed').length
  const rate = total === 0 ? 0 : Math.round((passed / total) * 100)
  return `${passed}/${total} runs passed (${rate}%)`
}
