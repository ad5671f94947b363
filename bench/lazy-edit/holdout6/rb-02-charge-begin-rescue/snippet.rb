# ... existing code ...
    def call
      return Result.new(success?: false, error: "amount must be positive") if @amount_cents <= 0

      begin
        charge = @gateway.charge(
          customer_id: @customer.gateway_id,
          amount: @amount_cents,
          currency: @customer.currency,
          idempotency_key: idempotency_key
        )
        @customer.charges.create!(gateway_id: charge.id, amount_cents: @amount_cents)
        @logger.info("charged customer #{@customer.id} #{@amount_cents}")
        Result.new(success?: true, charge: charge)
      rescue Gateway::CardDeclined => e
        @logger.warn("card declined for customer #{@customer.id}: #{e.message}")
        Result.new(success?: false, error: e.message)
      end
    end

    private

    def idempotency_key
      "charge-#{@customer.id}-#{@amount_cents}-#{Date.current.iso8601}"
    end
  end
end
