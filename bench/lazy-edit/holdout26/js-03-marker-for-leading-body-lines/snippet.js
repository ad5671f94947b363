// ... existing code ...

export function formatRun(run, { verbose = false } = {}) {
  // ... existing code ...

  const failed = run.jobs.filter((job) => job.status === 'failed').length
  const skipped = run.jobs.filter((job) => job.status === 'skipped').length
  if (failed > 0) {
    lines.push(chalk.red(`  ${failed} job(s) failed`))
  }
  if (skipped > 0) {
    lines.push(chalk.yellow(`  ${skipped} job(s) skipped`))
  }
  return lines.join('\n')
}

// ... existing code ...
