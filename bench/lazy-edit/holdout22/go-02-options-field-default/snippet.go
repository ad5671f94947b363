// ... existing code ...
type Options struct {
	Concurrency int
	JobTimeout  time.Duration
	RetryDelay  time.Duration
	MaxAttempts int
}
// ... existing code ...
	if opts.RetryDelay <= 0 {
		opts.RetryDelay = 5 * time.Second
	}
	if opts.MaxAttempts <= 0 {
		opts.MaxAttempts = 5
	}
	return &Pool{queue: q, handler: h, opts: opts, log: log}
}
// ... existing code ...
	if err := p.handler(jobCtx, job); err != nil {
		p.log.Error("job failed", "id", job.ID, "attempt", job.Attempt, "err", err)
		if job.Attempt >= p.opts.MaxAttempts {
			p.log.Error("giving up on job", "id", job.ID, "attempts", job.Attempt)
			if ackErr := p.queue.Ack(ctx, job.ID); ackErr != nil {
				p.log.Error("ack failed", "id", job.ID, "err", ackErr)
			}
			return
		}
		if nackErr := p.queue.Nack(ctx, job.ID, p.opts.RetryDelay); nackErr != nil {
// ... existing code ...
