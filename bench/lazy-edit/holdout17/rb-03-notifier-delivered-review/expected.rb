# frozen_string_literal: true

class OrderNotifier
  SMS_LIMIT = 160

  def initialize(order, sms_client: Twilio::REST::Client.new, mailer: OrderMailer)
    @order = order
    @sms_client = sms_client
    @mailer = mailer
  end

  def order_confirmed
    @mailer.with(order: @order).confirmed.deliver_later
    send_sms("Thanks! Order #{@order.number} is confirmed.")
  end

  def order_shipped
    @mailer.with(order: @order).shipped.deliver_later
    send_sms("Order #{@order.number} has shipped. Track it: #{tracking_url}")
  end

  def order_delivered
    @mailer.with(order: @order).delivered.deliver_later
    @mailer.with(order: @order).review_request.deliver_later(wait: 3.days)
    send_sms("Order #{@order.number} was delivered. Enjoy!")
  end

  def order_returned
    @mailer.with(order: @order).returned.deliver_later
    send_sms("We received the return for order #{@order.number}.")
  end

  private

  def send_sms(body)
    return unless @order.customer.sms_opt_in? && @order.customer.phone.present?

    @sms_client.messages.create(
      from: ENV.fetch("TWILIO_FROM_NUMBER"),
      to: @order.customer.phone,
      body: body.truncate(SMS_LIMIT)
    )
  rescue Twilio::REST::RestError => e
    Rails.logger.warn("SMS for order #{@order.number} failed: #{e.message}")
  end

  def tracking_url
    Rails.application.routes.url_helpers.order_tracking_url(@order.tracking_token)
  end
end
