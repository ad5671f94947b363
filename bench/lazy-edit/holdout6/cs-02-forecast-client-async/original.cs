using System.Net.Http;
using System.Text.Json;

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

        public Forecast GetForecast(double lat, double lon)
        {
            var url = $"forecast?lat={lat}&lon={lon}&key={_apiKey}";
            var response = _http.GetAsync(url).Result;
            response.EnsureSuccessStatusCode();
            var json = response.Content.ReadAsStringAsync().Result;
            return JsonSerializer.Deserialize<Forecast>(json)!;
        }

        public double GetCurrentTemperature(double lat, double lon)
        {
            var forecast = GetForecast(lat, lon);
            return forecast.Current.TemperatureC;
        }
    }
}
