const EventEmitter = require('events');

const DEFAULT_CONCURRENCY = 4;

class JobQueue extends EventEmitter {
  constructor({ concurrency = DEFAULT_CONCURRENCY, retry = 0 } = {}) {
    super();
    this.concurrency = concurrency;
    this.retry = retry;
    this.pending = [];
    this.active = 0;
    this.paused = false;
  }

  push(task, meta = {}) {
    return new Promise((resolve, reject) => {
      this.pending.push({ task, meta, attempts: 0, resolve, reject });
      this._next();
    });
  }

  pause() {
    this.paused = true;
  }

  resume() {
    this.paused = false;
    for (let i = this.active; i < this.concurrency; i++) {
      this._next();
    }
  }

  get size() {
    return this.pending.length;
  }

  onIdle() {
    if (this.active === 0 && this.pending.length === 0) {
      return Promise.resolve();
    }
    return new Promise((resolve) => this.once('idle', resolve));
  }

  _next() {
    if (this.paused || this.active >= this.concurrency) {
      return;
    }
    const job = this.pending.shift();
    if (!job) {
      if (this.active === 0) {
        this.emit('idle');
      }
      return;
    }

    this.active++;
    job.attempts++;
    Promise.resolve()
      .then(() => job.task())
      .then(
        (value) => {
          this.emit('completed', job.meta, value);
          job.resolve(value);
        },
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
