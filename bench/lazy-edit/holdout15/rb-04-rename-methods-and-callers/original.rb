# frozen_string_literal: true

module Billing
  class InvoiceBuilder
    TAX_RATES = {
      "DE" => 0.19,
      "FR" => 0.20,
      "NL" => 0.21,
      "GB" => 0.20
    }.freeze

    attr_reader :account, :period_start, :period_end

    def initialize(account, period_start:, period_end:)
      @account = account
      @period_start = period_start
      @period_end = period_end
    end

    def call
      invoice = account.invoices.build(
        number: next_number,
        period_start: period_start,
        period_end: period_end,
        subtotal_cents: calc_subtotal,
        tax_cents: calc_tax,
        total_cents: calc_total,
        currency: account.currency
      )
      line_items.each { |item| invoice.line_items.build(item) }
      invoice.save!
      invoice
    end

    def line_items
      @line_items ||= usage_records.group_by(&:product_code).map do |code, records|
        quantity = records.sum(&:quantity)
        price = account.price_for(code)
        {
          product_code: code,
          description: price.description,
          quantity: quantity,
          unit_price_cents: price.unit_price_cents,
          amount_cents: quantity * price.unit_price_cents
        }
      end
    end

    def calc_subtotal
      line_items.sum { |item| item[:amount_cents] }
    end

    def calc_tax
      rate = account.tax_exempt? ? 0 : TAX_RATES.fetch(account.country_code, 0)
      (calc_subtotal * rate).round
    end

    def calc_total
      calc_subtotal + calc_tax
    end

    private

    def usage_records
      account.usage_records.where(recorded_at: period_start...period_end)
    end

    def next_number
      last = Invoice.where(account: account).maximum(:sequence) || 0
      format("%<prefix>s-%<seq>05d", prefix: account.invoice_prefix, seq: last + 1)
    end
  end
end
