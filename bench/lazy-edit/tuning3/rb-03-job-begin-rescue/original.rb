# frozen_string_literal: true

class WebhookDeliveryJob < ApplicationJob
  queue_as :webhooks

  MAX_ATTEMPTS = 5

  def perform(delivery_id)
    delivery = WebhookDelivery.find(delivery_id)
    return if delivery.delivered?

    response = http_client.post(delivery.url, delivery.payload_json, headers_for(delivery))
    delivery.update!(
      status_code: response.code.to_i,
      delivered_at: Time.current,
      attempts: delivery.attempts + 1
    )
  end

  private

  def http_client
    @http_client ||= Grove::HttpClient.new(timeout: 10)
  end

  def headers_for(delivery)
    {
      "Content-Type" => "application/json",
      "X-Grove-Event" => delivery.event,
      "X-Grove-Delivery" => delivery.id.to_s,
      "X-Grove-Signature" => delivery.signature
    }
  end
end
