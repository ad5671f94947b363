# frozen_string_literal: true

module Orders
  class Refund
    class Error < StandardError; end
    class AlreadyRefunded < Error; end

    def self.call(order, amount = nil, notify = true)
      new(order).call(amount, notify)
    end

    def initialize(order, gateway: PaymentGateway.default)
      @order = order
      @gateway = gateway
    end

    def call(amount = nil, notify = true)
      raise AlreadyRefunded, "order #{@order.id} already refunded" if @order.refunded?

      amount ||= @order.total_cents
      validate_amount!(amount)

      response = @gateway.refund(@order.payment_reference, amount)
      record_refund(amount, response)
      OrderMailer.refunded(@order, amount).deliver_later if notify
      response
    end

    private

    def validate_amount!(amount)
      return if amount.positive? && amount <= refundable_cents

      raise Error, "refund amount #{amount} exceeds refundable #{refundable_cents}"
    end

    def refundable_cents
      @order.total_cents - @order.refunds.sum(:amount_cents)
    end

    def record_refund(amount, response)
      @order.refunds.create!(
        amount_cents: amount,
        gateway_reference: response.reference,
        refunded_at: Time.current
      )
      @order.update!(status: :refunded) if refundable_cents.zero?
    end
  end
end
