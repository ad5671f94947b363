package worker

import (
	"context"
	"log/slog"
	"time"

	"example.com/mailer/internal/queue"
)

type Worker struct {
	q        *queue.Client
	log      *slog.Logger
	interval time.Duration
	send     func(ctx context.Context, m queue.Message) error
}

func (w *Worker) Run(ctx context.Context) error {
	errc := make(chan error, 2)
	go func() { errc <- w.pollInbox(ctx) }()
	go func() { errc <- w.pollRetries(ctx) }()
	return <-errc
}

func (w *Worker) pollInbox(ctx context.Context) error {
	ticker := time.NewTicker(w.interval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
		}
		msgs, err := w.q.Receive(ctx, "outbox", 25)
		if err != nil {
			w.log.Warn("receive failed", "queue", "outbox", "err", err)
			continue
		}
		for _, m := range msgs {
			if err := w.send(ctx, m); err != nil {
				_ = w.q.Move(ctx, m, "retry")
				continue
			}
			_ = w.q.Ack(ctx, m)
		}
	}
}

func (w *Worker) pollRetries(ctx context.Context) error {
	ticker := time.NewTicker(w.interval * 10)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-ticker.C:
		}
		msgs, err := w.q.Receive(ctx, "retry", 10)
		if err != nil {
			w.log.Warn("receive failed", "queue", "retry", "err", err)
			continue
		}
		for _, m := range msgs {
			if m.Attempts >= 5 {
				_ = w.q.Move(ctx, m, "dead")
				continue
			}
			if err := w.send(ctx, m); err != nil {
				continue
			}
			_ = w.q.Ack(ctx, m)
		}
	}
}
