using System.Net.Http;
using System.Text.Json;
using System.Threading;
using System.Threading.Tasks;

namespace Weather.Client
{
    public sealed class ForecastClient
    {
        private readonly HttpClient _http;
        private readonly string _apiKey;

        public ForecastClient(HttpClient http, string apiKey)
        {
            _http = http;
            _apiKey = apiKey;
        }

        public async Task<Forecast> GetForecastAsync(double lat, double lon, CancellationToken ct = default)
        {
            var url = $"forecast?lat={lat}&lon={lon}&key={_apiKey}";
            using var response = await _http.GetAsync(url, ct);
            response.EnsureSuccessStatusCode();
            await using var stream = await response.Content.ReadAsStreamAsync(ct);
            return (await JsonSerializer.DeserializeAsync<Forecast>(stream, cancellationToken: ct))!;
        }

        public async Task<double> GetCurrentTemperatureAsync(double lat, double lon, CancellationToken ct = default)
        {
            var forecast = await GetForecastAsync(lat, lon, ct);
            return forecast.Current.TemperatureC;
        }
    }
}
