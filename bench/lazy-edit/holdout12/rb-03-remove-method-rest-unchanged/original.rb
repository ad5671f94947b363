# frozen_string_literal: true

require "json"
require "net/http"
require "uri"

module Weather
  class Client
    BASE_URL = "https://api.weather.example.com/v2"
    DEFAULT_TIMEOUT = 5

    class Error < StandardError; end
    class NotFound < Error; end

    def initialize(api_key:, timeout: DEFAULT_TIMEOUT, logger: nil)
      @api_key = api_key
      @timeout = timeout
      @logger = logger
    end

    def current(city)
      get("/current", q: city)
    end

    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    def legacy_forecast(city)
      @logger&.warn("Weather::Client#legacy_forecast is deprecated, use #forecast")
      get("/v1/forecast", city: city)
    end

    def alerts(lat:, lon:)
      get("/alerts", lat: lat, lon: lon)
    end

    private

    def get(path, params = {})
      uri = URI("#{BASE_URL}#{path}")
      uri.query = URI.encode_www_form(params.merge(key: @api_key))
      @logger&.debug("GET #{uri.path}")

      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true, read_timeout: @timeout, open_timeout: @timeout) do |http|
        http.get(uri.request_uri)
      end

      case response
      when Net::HTTPSuccess
        JSON.parse(response.body)
      when Net::HTTPNotFound
        raise NotFound, "#{path} not found"
      else
        raise Error, "weather API returned #{response.code}: #{response.body}"
      end
    end
  end
end
