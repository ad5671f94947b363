using System;
using System.IO;
using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;
using Microsoft.Extensions.Logging;

// ...existing code...

    public async Task<Catalog> DownloadAsync(string region, CancellationToken cancellationToken = default)
    {
        var url = $"catalog/{Uri.EscapeDataString(region)}.json";
        _logger.LogInformation("Downloading catalog for {Region}", region);

        using var response = await _http.GetAsync(url, cancellationToken);
        response.EnsureSuccessStatusCode();
        var json = await response.Content.ReadAsStringAsync(cancellationToken);

        var catalog = JsonSerializer.Deserialize<Catalog>(json, JsonOptions)
            ?? throw new InvalidDataException($"Catalog for {region} was empty.");
        await File.WriteAllTextAsync(CachePath(region), json, cancellationToken);
        return catalog;
    }

    public async Task<Catalog> LoadOrDownloadAsync(string region, TimeSpan maxAge, CancellationToken cancellationToken = default)
    {
        var path = CachePath(region);
        if (File.Exists(path) && DateTime.UtcNow - File.GetLastWriteTimeUtc(path) < maxAge)
        {
            _logger.LogDebug("Using cached catalog {Path}", path);
            var cached = await File.ReadAllTextAsync(path, cancellationToken);
            return JsonSerializer.Deserialize<Catalog>(cached, JsonOptions)!;
        }
        return await DownloadAsync(region, cancellationToken);
    }

// ...existing code...
