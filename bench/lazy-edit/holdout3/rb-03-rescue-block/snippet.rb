# ... existing code ...
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
