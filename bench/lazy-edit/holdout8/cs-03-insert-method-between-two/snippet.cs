// … existing code …

    public async Task<bool> SendAsync(Uri endpoint, object payload, CancellationToken ct)
    {
        // … existing code …
    }

    public async Task<bool> SendWithRetryAsync(Uri endpoint, object payload, int attempts, CancellationToken ct)
    {
        for (var attempt = 1; attempt <= attempts; attempt++)
        {
            if (await SendAsync(endpoint, payload, ct))
            {
                return true;
            }
            if (attempt < attempts)
            {
                await Task.Delay(TimeSpan.FromSeconds(Math.Pow(2, attempt)), ct);
            }
        }
        return false;
    }

    public async Task<int> BroadcastAsync(IEnumerable<Uri> endpoints, object payload, CancellationToken ct)
    {
        var delivered = 0;
        foreach (var endpoint in endpoints)
        {
            if (await SendWithRetryAsync(endpoint, payload, 3, ct))
            {
                delivered++;
            }
        }
        return delivered;
    }

    // … existing code …
