using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Extensions.Logging;

namespace Acme.Weather.Clients;

public sealed class WeatherApiClient
{
    private static readonly JsonSerializerOptions JsonOptions = new(JsonSerializerDefaults.Web);

    private readonly HttpClient _client;
    private readonly ILogger<WeatherApiClient> _logger;

    public WeatherApiClient(HttpClient client, ILogger<WeatherApiClient> logger)
    {
        _client = client;
        _logger = logger;
    }

    public async Task<CurrentConditions?> GetCurrentAsync(string city, CancellationToken ct = default)
    {
        var response = await _client.GetAsync($"v1/current?city={Uri.EscapeDataString(city)}", ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogWarning("Unknown city {City}", city);
            return null;
        }
        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<CurrentConditions>(JsonOptions, ct);
    }

    public async Task<IReadOnlyList<DailyForecast>> GetForecastAsync(string city, int days, CancellationToken ct = default)
    {
        if (days is < 1 or > 14)
        {
            throw new ArgumentOutOfRangeException(nameof(days), "days must be between 1 and 14");
        }
        var url = $"v1/forecast?city={Uri.EscapeDataString(city)}&days={days}";
        var forecast = await _client.GetFromJsonAsync<List<DailyForecast>>(url, JsonOptions, ct);
        return forecast ?? new List<DailyForecast>();
    }

    public async Task<bool> PingAsync(CancellationToken ct = default)
    {
        try
        {
            using var response = await _client.GetAsync("health", ct);
            return response.IsSuccessStatusCode;
        }
        catch (HttpRequestException ex)
        {
            _logger.LogDebug(ex, "Weather API ping failed");
            return false;
        }
    }
}
