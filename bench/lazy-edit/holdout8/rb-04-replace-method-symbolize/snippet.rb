# ... existing code ...
    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    def alerts(city)
      get("/alerts", q: city).fetch(:alerts, [])
    end

    private

    def get(path, params)
      # ... existing code ...
      raise Error, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body, symbolize_names: true)
    end
  end
  # ... existing code ...
