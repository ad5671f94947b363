# ... existing code ...
  def order_delivered
    @mailer.with(order: @order).delivered.deliver_later
    @mailer.with(order: @order).review_request.deliver_later(wait: 3.days)
    send_sms("Order #{@order.number} was delivered. Enjoy!")
  end
# ... existing code ...
