package worker

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

// Job is a unit of work pulled from the queue.
type Job struct {
	ID      string
	Payload []byte
	Attempt int
}

// Queue abstracts the backing message queue.
type Queue interface {
	Receive(ctx context.Context) (*Job, error)
	Ack(ctx context.Context, id string) error
	Nack(ctx context.Context, id string, retryAfter time.Duration) error
}

// HandlerFunc processes a single job.
type HandlerFunc func(ctx context.Context, job *Job) error

// Options configures a Pool.
type Options struct {
	Concurrency int
	JobTimeout  time.Duration
	RetryDelay  time.Duration
}

// Pool runs handlers for jobs received from a queue.
type Pool struct {
	queue   Queue
	handler HandlerFunc
	opts    Options
	log     *slog.Logger
	wg      sync.WaitGroup
}

// NewPool returns a pool with defaults applied to zero-valued options.
func NewPool(q Queue, h HandlerFunc, opts Options, log *slog.Logger) *Pool {
	if opts.Concurrency <= 0 {
		opts.Concurrency = 4
	}
	if opts.JobTimeout <= 0 {
		opts.JobTimeout = 30 * time.Second
	}
	if opts.RetryDelay <= 0 {
		opts.RetryDelay = 5 * time.Second
	}
	return &Pool{queue: q, handler: h, opts: opts, log: log}
}

// Run starts the workers and blocks until ctx is cancelled.
func (p *Pool) Run(ctx context.Context) {
	for i := 0; i < p.opts.Concurrency; i++ {
		p.wg.Add(1)
		go p.worker(ctx, i)
	}
	p.wg.Wait()
}

func (p *Pool) worker(ctx context.Context, n int) {
	defer p.wg.Done()
	for {
		job, err := p.queue.Receive(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			p.log.Warn("receive failed", "worker", n, "err", err)
			continue
		}
		p.process(ctx, job)
	}
}

func (p *Pool) process(ctx context.Context, job *Job) {
	jobCtx, cancel := context.WithTimeout(ctx, p.opts.JobTimeout)
	defer cancel()

	if err := p.handler(jobCtx, job); err != nil {
		p.log.Error("job failed", "id", job.ID, "attempt", job.Attempt, "err", err)
		if nackErr := p.queue.Nack(ctx, job.ID, p.opts.RetryDelay); nackErr != nil {
			p.log.Error("nack failed", "id", job.ID, "err", nackErr)
		}
		return
	}
	if err := p.queue.Ack(ctx, job.ID); err != nil {
		p.log.Error("ack failed", "id", job.ID, "err", err)
	}
}
