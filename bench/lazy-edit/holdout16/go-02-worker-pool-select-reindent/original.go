package worker

import (
	"context"
	"log/slog"
	"sync"
	"time"
)

type Job struct {
	ID      string
	Payload []byte
}

type Handler func(ctx context.Context, job Job) error

type Pool struct {
	handler Handler
	workers int
	jobs    chan Job
	wg      sync.WaitGroup
	logger  *slog.Logger
	timeout time.Duration
}

func NewPool(workers int, handler Handler, logger *slog.Logger) *Pool {
	return &Pool{
		handler: handler,
		workers: workers,
		jobs:    make(chan Job, workers*4),
		logger:  logger,
		timeout: 30 * time.Second,
	}
}

func (p *Pool) Start(ctx context.Context) {
	for i := 0; i < p.workers; i++ {
		p.wg.Add(1)
		go p.run(ctx, i)
	}
}

func (p *Pool) Submit(job Job) {
	p.jobs <- job
}

func (p *Pool) Stop() {
	close(p.jobs)
	p.wg.Wait()
}

func (p *Pool) run(ctx context.Context, id int) {
	defer p.wg.Done()
	for job := range p.jobs {
		start := time.Now()
		jobCtx, cancel := context.WithTimeout(ctx, p.timeout)
		err := p.handler(jobCtx, job)
		cancel()
		if err != nil {
			p.logger.Error("job failed", "worker", id, "job", job.ID, "err", err)
			continue
		}
		p.logger.Debug("job done", "worker", id, "job", job.ID, "took", time.Since(start))
	}
}
