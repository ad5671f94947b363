# ... existing code ...
  def perform(delivery_id)
    delivery = WebhookDelivery.find(delivery_id)
    return if delivery.delivered?

    begin
      response = http_client.post(delivery.url, delivery.payload_json, headers_for(delivery))
      delivery.update!(
        status_code: response.code.to_i,
        delivered_at: Time.current,
        attempts: delivery.attempts + 1
      )
    rescue Grove::HttpClient::TimeoutError, Errno::ECONNREFUSED => e
      delivery.update!(attempts: delivery.attempts + 1, last_error: e.message)
      retry_job(wait: (2**delivery.attempts).minutes) if delivery.attempts < MAX_ATTEMPTS
    end
  end

  private
# ... existing code ...
