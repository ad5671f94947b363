using System;
using System.Collections.Concurrent;
using System.Collections.Generic;
using System.Linq;
using System.Threading;

namespace Northwind.Telemetry
{
    /// <summary>
    /// Aggregates counters in memory and flushes them periodically.
    /// </summary>
    internal sealed class MetricsAggregator : IDisposable
    {
        private readonly ConcurrentDictionary<string, long> _counters = new();
        private readonly Timer _timer;
        private readonly Action<IReadOnlyDictionary<string, long>> _sink;
        private int _disposed;

        public MetricsAggregator(Action<IReadOnlyDictionary<string, long>> sink, TimeSpan interval)
        {
            _sink = sink ?? throw new ArgumentNullException(nameof(sink));
            _timer = new Timer(_ => Flush(), null, interval, interval);
        }

        public void Increment(string name, long by = 1)
        {
            _counters.AddOrUpdate(name, by, (_, current) => current + by);
        }

        public long Get(string name) => _counters.TryGetValue(name, out var v) ? v : 0;

        public void Flush()
        {
            if (_counters.IsEmpty)
            {
                return;
            }
            var snapshot = new Dictionary<string, long>();
            foreach (var key in _counters.Keys.ToList())
            {
                if (_counters.TryRemove(key, out var value))
                {
                    snapshot[key] = value;
                }
            }
            _sink(snapshot);
        }

        public void Dispose()
        {
            if (Interlocked.Exchange(ref _disposed, 1) == 1)
            {
                return;
            }
            _timer.Dispose();
            Flush();
        }
    }
}
