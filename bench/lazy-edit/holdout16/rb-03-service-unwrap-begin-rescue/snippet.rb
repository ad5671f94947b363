# ... existing code ...

    private

    def rates_for(base)
      @cache.fetch("exchange_rates/#{base}", expires_in: CACHE_TTL) do
        fetch_rates(base)
      end
    rescue Error, Net::OpenTimeout, Net::ReadTimeout, JSON::ParserError => e
      @logger.error("exchange rate lookup failed for #{base}: #{e.message}")
      {}
    end

    def fetch_rates(base)
      uri = URI(API_URL)
      uri.query = URI.encode_www_form(base: base)
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true, open_timeout: 3, read_timeout: 5) do |http|
        http.get(uri.request_uri)
      end
      raise Error, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body).fetch("rates")
    end
  end
end
