require "net/http"
require "json"

class WeatherClient
  BASE = "https://api.weather.example"

  def initialize(key)
    @key = key
  end

  def current(city)
    uri = URI("#{BASE}/current?city=#{city}&key=#{@key}")
    begin
      body = Net::HTTP.get(uri)
      JSON.parse(body)
    rescue JSON::ParserError, SocketError => e
      warn "weather lookup failed: #{e.message}"
      nil
    end
  end
end
