# frozen_string_literal: true

require "net/http"
require "json"

module Payments
  # Charges a customer's default card through the gateway and records the
  # outcome on the invoice.
  class ChargeInvoice
    Result = Struct.new(:success?, :charge_id, :error, keyword_init: true)

    GATEWAY_URL = URI("https://api.paygate.example/v2/charges")

    def self.call(invoice, **options)
      new(invoice, **options).call
    end

    def initialize(invoice, gateway_key: ENV.fetch("PAYGATE_KEY"), logger: Rails.logger)
      @invoice = invoice
      @gateway_key = gateway_key
      @logger = logger
    end

    def call
      return Result.new(success?: false, error: "already paid") if @invoice.paid?

      response = post_charge
      body = JSON.parse(response.body)

      if response.is_a?(Net::HTTPSuccess)
        @invoice.mark_paid!(charge_id: body.fetch("id"))
        Result.new(success?: true, charge_id: body["id"])
      else
        @invoice.record_failure!(body["error_message"])
        Result.new(success?: false, error: body["error_message"])
      end
    end

    private

    def post_charge
      request = Net::HTTP::Post.new(GATEWAY_URL)
      request["Authorization"] = "Bearer #{@gateway_key}"
      request["Idempotency-Key"] = "invoice-#{@invoice.id}"
      request["Content-Type"] = "application/json"
      request.body = {
        amount: @invoice.amount_cents,
        currency: @invoice.currency,
        customer: @invoice.customer.gateway_id,
        description: "Invoice #{@invoice.number}"
      }.to_json

      Net::HTTP.start(GATEWAY_URL.host, GATEWAY_URL.port, use_ssl: true, read_timeout: 15) do |http|
        http.request(request)
      end
    end
  end
end
