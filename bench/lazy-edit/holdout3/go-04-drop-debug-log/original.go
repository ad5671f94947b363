package worker

import (
	"context"
	"log"
	"time"
)

type Job func(ctx context.Context) error

func Run(ctx context.Context, jobs <-chan Job, results chan<- error) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-jobs:
			start := time.Now()
			err := job(ctx)
			log.Printf("job finished in %s", time.Since(start))
			results <- err
		}
	}
}
