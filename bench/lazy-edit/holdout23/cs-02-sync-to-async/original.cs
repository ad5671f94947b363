using System;
using System.IO;
using System.Net.Http;
using System.Text.Json;
using Microsoft.Extensions.Logging;

namespace Fabrikam.Sync;

public sealed class CatalogDownloader
{
    private readonly HttpClient _http;
    private readonly ILogger<CatalogDownloader> _logger;
    private readonly string _cacheDirectory;

    public CatalogDownloader(HttpClient http, ILogger<CatalogDownloader> logger, string cacheDirectory)
    {
        _http = http;
        _logger = logger;
        _cacheDirectory = cacheDirectory;
    }

    public Catalog Download(string region)
    {
        var url = $"catalog/{Uri.EscapeDataString(region)}.json";
        _logger.LogInformation("Downloading catalog for {Region}", region);

        using var response = _http.GetAsync(url).Result;
        response.EnsureSuccessStatusCode();
        var json = response.Content.ReadAsStringAsync().Result;

        var catalog = JsonSerializer.Deserialize<Catalog>(json, JsonOptions)
            ?? throw new InvalidDataException($"Catalog for {region} was empty.");
        File.WriteAllText(CachePath(region), json);
        return catalog;
    }

    public Catalog LoadOrDownload(string region, TimeSpan maxAge)
    {
        var path = CachePath(region);
        if (File.Exists(path) && DateTime.UtcNow - File.GetLastWriteTimeUtc(path) < maxAge)
        {
            _logger.LogDebug("Using cached catalog {Path}", path);
            var cached = File.ReadAllText(path);
            return JsonSerializer.Deserialize<Catalog>(cached, JsonOptions)!;
        }
        return Download(region);
    }

    private string CachePath(string region) =>
        Path.Combine(_cacheDirectory, $"catalog-{region.ToLowerInvariant()}.json");

    private static readonly JsonSerializerOptions JsonOptions = new()
    {
        PropertyNameCaseInsensitive = true,
        AllowTrailingCommas = true,
    };
}
