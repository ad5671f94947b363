using System.Text.Json;
using Microsoft.Extensions.Logging;

namespace Acme.Notifications;

public sealed class WebhookDispatcher
{
    private readonly HttpClient _http;
    private readonly ILogger<WebhookDispatcher> _logger;
    private static readonly JsonSerializerOptions JsonOptions = new(JsonSerializerDefaults.Web);

    public WebhookDispatcher(HttpClient http, ILogger<WebhookDispatcher> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task<bool> SendAsync(Uri endpoint, object payload, CancellationToken ct)
    {
        using var content = JsonContent(payload);
        using var response = await _http.PostAsync(endpoint, content, ct);
        if (!response.IsSuccessStatusCode)
        {
            _logger.LogWarning("Webhook {Endpoint} returned {Status}", endpoint, (int)response.StatusCode);
            return false;
        }
        return true;
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

    private static StringContent JsonContent(object payload)
    {
        var json = JsonSerializer.Serialize(payload, JsonOptions);
        return new StringContent(json, System.Text.Encoding.UTF8, "application/json");
    }
}
