# ... existing code ...
    def convert(amount, from:, to:)
      return amount if from == to

      rates = current_rates
      # ... existing code ...
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
# ... existing code ...
