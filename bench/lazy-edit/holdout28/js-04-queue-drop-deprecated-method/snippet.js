// ... existing code ...

  get size() {
    return this.pending.length;
  }

  onIdle() {
    // ... existing code ...
  }

  _next() {
    // ... existing code ...
        (err) => {
          if (job.attempts <= this.retry) {
            this.emit('retry', job.meta, err, job.attempts);
            this.pending.unshift(job);
            return;
          }
          this.emit('failed', job.meta, err);
          job.reject(err);
        }
      )
      .finally(() => {
        this.active--;
        this._next();
      });
  }
}

module.exports = { JobQueue, DEFAULT_CONCURRENCY };
