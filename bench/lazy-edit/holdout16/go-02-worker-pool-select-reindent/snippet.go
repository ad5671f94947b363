// … existing code …

func (p *Pool) Submit(ctx context.Context, job Job) error {
	select {
	case p.jobs <- job:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// ... existing code ...

func (p *Pool) run(ctx context.Context, id int) {
	defer p.wg.Done()
	for {
		select {
		case <-ctx.Done():
			return
		case job, ok := <-p.jobs:
			if !ok {
				return
			}
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
}
