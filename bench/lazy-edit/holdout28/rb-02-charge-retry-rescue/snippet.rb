# ... existing code ...
    GATEWAY_URL = URI("https://api.paygate.example/v2/charges")
    MAX_ATTEMPTS = 3

    # ... existing code ...

    def call
      return Result.new(success?: false, error: "already paid") if @invoice.paid?

      attempts = 0
      begin
        attempts += 1
        response = post_charge
        body = JSON.parse(response.body)
      rescue Net::OpenTimeout, Net::ReadTimeout, Errno::ECONNRESET => e
        retry if attempts < MAX_ATTEMPTS
        @logger.error("charge failed for invoice #{@invoice.id}: #{e.class}")
        return Result.new(success?: false, error: "gateway unavailable")
      end

      if response.is_a?(Net::HTTPSuccess)
    # ... existing code ...
