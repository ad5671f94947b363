// ... existing code ...
    private readonly HttpClient _httpClient;
    private readonly ILogger<WeatherApiClient> _logger;

    public WeatherApiClient(HttpClient httpClient, ILogger<WeatherApiClient> logger)
    {
        _httpClient = httpClient;
        _logger = logger;
    }

    public async Task<CurrentConditions?> GetCurrentAsync(string city, CancellationToken ct = default)
    {
        using var response = await _httpClient.GetAsync($"v1/current?city={Uri.EscapeDataString(city)}", ct);
        // ... rest of method unchanged ...
    }

    public async Task<IReadOnlyList<DailyForecast>> GetForecastAsync(string city, int days, CancellationToken ct = default)
    {
        // ... existing code ...
        var forecast = await _httpClient.GetFromJsonAsync<List<DailyForecast>>(url, JsonOptions, ct);
        return forecast ?? new List<DailyForecast>();
    }

    public async Task<bool> PingAsync(CancellationToken ct = default)
    {
        try
        {
            using var response = await _httpClient.GetAsync("health", ct);
            // ... existing code ...
