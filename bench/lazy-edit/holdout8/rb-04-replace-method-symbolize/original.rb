require "json"
require "net/http"

module Weather
  class Client
    BASE_URL = "https://api.weather.example.com/v2".freeze

    def initialize(api_key:, units: "metric", timeout: 5)
      @api_key = api_key
      @units = units
      @timeout = timeout
    end

    def current(city)
      get("/current", q: city)
    end

    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    def current_by_coords(lat, lon)
      get("/current", lat: lat, lon: lon)
    end

    private

    def get(path, params)
      uri = URI("#{BASE_URL}#{path}")
      uri.query = URI.encode_www_form(params.merge(units: @units, key: @api_key))
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: @timeout) do |http|
        http.get(uri.request_uri)
      end
      raise Error, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body)
    end
  end

  class Error < StandardError; end
end
