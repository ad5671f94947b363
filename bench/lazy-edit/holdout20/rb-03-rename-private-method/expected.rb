# frozen_string_literal: true

require "net/http"
require "json"
require "bigdecimal"

module Currency
  # Converts amounts between currencies using the internal rates service.
  # Rates are cached for CACHE_TTL seconds in the Rails cache.
  class Converter
    class UnknownCurrency < StandardError; end

    ENDPOINT = URI("https://rates.internal.acme.test/v1/latest")
    CACHE_KEY = "currency/rates"
    CACHE_TTL = 15 * 60

    def initialize(cache: Rails.cache, logger: Rails.logger)
      @cache = cache
      @logger = logger
    end

    def convert(amount, from:, to:)
      return amount if from == to

      rates = current_rates
      rate_from = rates.fetch(from) { raise UnknownCurrency, from }
      rate_to = rates.fetch(to) { raise UnknownCurrency, to }
      (amount / rate_from * rate_to).round(2)
    end

    def supported
      current_rates.keys.sort
    end

    def refresh!
      @cache.delete(CACHE_KEY)
      current_rates
    end

    private

    def current_rates
      @cache.fetch(CACHE_KEY, expires_in: CACHE_TTL) do
        @logger.info("[currency] refreshing rates from #{ENDPOINT.host}")
        response = Net::HTTP.get_response(ENDPOINT)
        raise "rate service returned #{response.code}" unless response.is_a?(Net::HTTPSuccess)

        body = JSON.parse(response.body)
        rates = body.fetch("rates").transform_values { |v| BigDecimal(v.to_s) }
        rates.merge(body.fetch("base") => BigDecimal("1"))
      end
    end
  end
end
