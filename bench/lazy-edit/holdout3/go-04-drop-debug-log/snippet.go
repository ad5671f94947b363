package worker

import (
	"context"
)

// ... existing code ...
		case job := <-jobs:
			results <- job(ctx)
		}
	}
}
