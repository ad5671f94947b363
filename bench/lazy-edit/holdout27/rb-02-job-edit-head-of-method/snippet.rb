# ... existing code ...
    def perform(delivery_id)
      delivery = Delivery.find_by(id: delivery_id)
      return if delivery.nil? || delivery.succeeded?

      endpoint = delivery.endpoint
      if endpoint.disabled?
        delivery.mark_skipped!(reason: "endpoint disabled")
        return
      end

      uri = URI.parse(endpoint.url)
      timestamp = Time.now.to_i
      body = JSON.generate(delivery.payload)

      request = Net::HTTP::Post.new(uri)
      request["Content-Type"] = "application/json"
      request["User-Agent"] = "AcmeWebhooks/2.1"
      request["X-Acme-Event"] = delivery.event_type
      request["X-Acme-Timestamp"] = timestamp.to_s
      request["X-Acme-Signature"] = sign("#{timestamp}.#{body}", endpoint.secret)
      request.body = body

      # ...rest of method unchanged...
    end

    private
    # ... existing code ...
