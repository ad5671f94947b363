# ... existing code ...
module Weather
  class Error < StandardError; end

  class Client
    # ... existing code ...

    def get(path, params)
      uri = URI(BASE_URL + path)
      uri.query = URI.encode_www_form(params.merge(key: @api_key))
      response = Net::HTTP.start(uri.host, uri.port, use_ssl: true,
                                 open_timeout: @timeout, read_timeout: @timeout) do |http|
        http.request(Net::HTTP::Get.new(uri))
      end
      raise Error, "Weather API error: #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body)
    end
  end
end
