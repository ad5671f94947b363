# frozen_string_literal: true

require "net/http"
require "json"
require "uri"

module Billing
  class ExchangeRates
    API_URL = "https://api.exchangerate.host/latest"
    CACHE_TTL = 3600

    class Error < StandardError; end

    def initialize(cache: Rails.cache, logger: Rails.logger)
      @cache = cache
      @logger = logger
    end

    def rate(from:, to:)
      return 1.0 if from == to

      rates_for(from).fetch(to) do
        raise Error, "no rate from #{from} to #{to}"
      end
    end

    def convert(amount, from:, to:)
      (amount * rate(from: from, to: to)).round(2)
    end

    private

    def rates_for(base)
      @cache.fetch("exchange_rates/#{base}", expires_in: CACHE_TTL) do
        begin
          fetch_rates(base)
        rescue StandardError => e
          @logger.error("exchange rate lookup failed for #{base}: #{e.message}")
          {}
        end
      end
    end

    def fetch_rates(base)
      uri = URI(API_URL)
      uri.query = URI.encode_www_form(base: base)
      response = Net::HTTP.get_response(uri)
      raise Error, "HTTP #{response.code}" unless response.is_a?(Net::HTTPSuccess)

      JSON.parse(response.body).fetch("rates")
    end
  end
end
