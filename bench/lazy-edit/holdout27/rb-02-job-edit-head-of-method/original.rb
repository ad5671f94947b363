# frozen_string_literal: true

require "net/http"
require "json"

module Webhooks
  # Delivers a single webhook event to a subscriber endpoint, with
  # exponential backoff handled by Sidekiq's retry mechanism.
  class DeliveryJob
    include Sidekiq::Job

    sidekiq_options queue: :webhooks, retry: 12

    sidekiq_retry_in do |count, _exception|
      (count**4) + 15 + (rand(10) * (count + 1))
    end

    OPEN_TIMEOUT = 5
    READ_TIMEOUT = 10

    def perform(delivery_id)
      delivery = Delivery.find(delivery_id)
      return if delivery.succeeded?

      endpoint = delivery.endpoint
      uri = URI.parse(endpoint.url)
      body = JSON.generate(delivery.payload)

      request = Net::HTTP::Post.new(uri)
      request["Content-Type"] = "application/json"
      request["User-Agent"] = "AcmeWebhooks/2.1"
      request["X-Acme-Event"] = delivery.event_type
      request["X-Acme-Signature"] = sign(body, endpoint.secret)
      request.body = body

      response = Net::HTTP.start(uri.host, uri.port,
                                 use_ssl: uri.scheme == "https",
                                 open_timeout: OPEN_TIMEOUT,
                                 read_timeout: READ_TIMEOUT) do |http|
        http.request(request)
      end

      delivery.record_attempt!(status: response.code.to_i, body: response.body.to_s[0, 2_000])
      raise DeliveryFailed, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      delivery.mark_succeeded!
    end

    private

    def sign(body, secret)
      "sha256=" + OpenSSL::HMAC.hexdigest("SHA256", secret, body)
    end
  end

  class DeliveryFailed < StandardError; end
end
