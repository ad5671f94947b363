require "json"
require "net/http"
require "uri"

module Weather
  class Client
    BASE_URL = "https://api.weather.example.com/v2"

    def initialize(api_key:, timeout: 5)
      @api_key = api_key
      @timeout = timeout
    end

    def current(city)
      get("/current", q: city)
    end

    def forecast(city, days: 3)
      get("/forecast", q: city, days: days)
    end

    private

    def get(path, params)
      uri = URI(BASE_URL + path)
      uri.query = URI.encode_www_form(params.merge(key: @api_key))
      response = Net::HTTP.get_response(uri)
      if response.code == "200"
        JSON.parse(response.body)
      else
        raise "Weather API error: #{response.code}"
      end
    end
  end
end
