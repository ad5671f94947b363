require "net/http"
require "json"

class WeatherClient
  BASE = "https://api.weather.example"

  def initialize(key)
    @key = key
  end

  def current(city)
    uri = URI("#{BASE}/current?city=#{city}&key=#{@key}")
    body = Net::HTTP.get(uri)
    JSON.parse(body)
  end
end
