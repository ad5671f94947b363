# ... existing code ...
    def self.call(order, amount: nil, notify: true, reason: nil)
      new(order).call(amount: amount, notify: notify, reason: reason)
    end

    # ... existing code ...

    def call(amount: nil, notify: true, reason: nil)
      raise AlreadyRefunded, "order #{@order.id} already refunded" if @order.refunded?

      amount ||= @order.total_cents
      validate_amount!(amount)

      response = @gateway.refund(@order.payment_reference, amount)
      record_refund(amount, response, reason)
      # ... existing code ...
    end

    # ... existing code ...

    def record_refund(amount, response, reason)
      @order.refunds.create!(
        amount_cents: amount,
        gateway_reference: response.reference,
        reason: reason,
        refunded_at: Time.current
      )
      @order.update!(status: :refunded) if refundable_cents.zero?
    end
  end
end
