# ... existing code ...
    def post(payload)
      payload = payload.merge(channel: @channel) if @channel
      payload = payload.merge(username: @username)
      attempts = 0

      begin
        attempts += 1
        http = Net::HTTP.new(@uri.host, @uri.port)
        http.use_ssl = @uri.scheme == "https"
        http.open_timeout = WEBHOOK_TIMEOUT
        http.read_timeout = WEBHOOK_TIMEOUT

        request = Net::HTTP::Post.new(@uri.request_uri, "Content-Type" => "application/json")
        request.body = JSON.generate(payload)
        response = http.request(request)
      rescue Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNRESET => e
        retry if attempts < 2
        @logger.warn("[SlackNotifier] giving up after #{attempts} attempts: #{e.class}")
        return false
      end

      unless response.is_a?(Net::HTTPSuccess)
        raise Error, "Slack webhook returned #{response.code}: #{response.body}"
      end

      true
    end
  end
end
