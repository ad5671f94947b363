using System;
using System.Collections.Generic;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Hosting;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace Acme.Reports.Worker
{
    public sealed class ReportScheduler : BackgroundService
    {
        private readonly IReportQueue _queue;
        private readonly IReportRenderer _renderer;
        private readonly ILogger<ReportScheduler> _logger;
        private readonly SchedulerOptions _options;

        public ReportScheduler(
            IReportQueue queue,
            IReportRenderer renderer,
            IOptions<SchedulerOptions> options,
            ILogger<ReportScheduler> logger)
        {
            _queue = queue;
            _renderer = renderer;
            _options = options.Value;
            _logger = logger;
        }

        protected override async Task ExecuteAsync(CancellationToken stoppingToken)
        {
            _logger.LogInformation("Report scheduler started with batch size {BatchSize}", _options.BatchSize);
            while (!stoppingToken.IsCancellationRequested)
            {
                IReadOnlyList<ReportJob> jobs = await _queue.DequeueAsync(_options.BatchSize, stoppingToken);
                foreach (var job in jobs)
                {
                    await RunJobAsync(job, stoppingToken);
                }
                await Task.Delay(_options.PollInterval, stoppingToken);
            }
        }

        private async Task RunJobAsync(ReportJob job, CancellationToken ct)
        {
            try
            {
                var output = await _renderer.RenderAsync(job.ReportId, job.Parameters, ct);
                await _queue.CompleteAsync(job.Id, output.Location, ct);
                _logger.LogInformation("Rendered report {ReportId} for job {JobId}", job.ReportId, job.Id);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _logger.LogError(ex, "Job {JobId} failed", job.Id);
                await _queue.FailAsync(job.Id, ex.Message, ct);
            }
        }
    }
}
