module Billing
  class ChargeCustomer
    Result = Struct.new(:success?, :charge, :error, keyword_init: true)

    def initialize(customer:, amount_cents:, gateway: StripeGateway.new, logger: Rails.logger)
      @customer = customer
      @amount_cents = amount_cents
      @gateway = gateway
      @logger = logger
    end

    def call
      return Result.new(success?: false, error: "amount must be positive") if @amount_cents <= 0

      charge = @gateway.charge(
        customer_id: @customer.gateway_id,
        amount: @amount_cents,
        currency: @customer.currency
      )
      @customer.charges.create!(gateway_id: charge.id, amount_cents: @amount_cents)
      @logger.info("charged customer #{@customer.id} #{@amount_cents}")
      Result.new(success?: true, charge: charge)
    end
  end
end
