package worker

import (
	"context"
)

type Job func(ctx context.Context) error

func Run(ctx context.Context, jobs <-chan Job, results chan<- error) {
	for {
		select {
		case <-ctx.Done():
			return
		case job := <-jobs:
			results <- job(ctx)
		}
	}
}
