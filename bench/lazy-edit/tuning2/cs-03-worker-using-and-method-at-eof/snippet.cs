using System;
using System.Collections.Generic;
using System.Linq;
using System.Threading;
// ... existing code ...
                IReadOnlyList<ReportJob> jobs = await _queue.DequeueAsync(_options.BatchSize, stoppingToken);
                foreach (var job in OrderByPriority(jobs))
                {
// ... existing code ...
                await _queue.FailAsync(job.Id, ex.Message, ct);
            }
        }

        private static IEnumerable<ReportJob> OrderByPriority(IEnumerable<ReportJob> jobs) =>
            jobs.OrderByDescending(j => j.Priority).ThenBy(j => j.EnqueuedAt);
    }
}
