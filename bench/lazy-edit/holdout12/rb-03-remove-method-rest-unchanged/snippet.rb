# ... existing code ...
    BASE_URL = "https://api.weather.example.com/v2"
    DEFAULT_TIMEOUT = 10

    # ... existing code ...

    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    def alerts(lat:, lon:)
      get("/alerts", lat: lat, lon: lon)
    end

    # ... rest of the file unchanged ...
