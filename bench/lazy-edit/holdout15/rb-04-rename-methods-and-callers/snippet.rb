# ... existing code ...
    def call
      invoice = account.invoices.build(
        number: next_number,
        period_start: period_start,
        period_end: period_end,
        subtotal_cents: subtotal_cents,
        tax_cents: tax_cents,
        total_cents: total_cents,
        currency: account.currency
      )
      # ... existing code ...
    end

    # ... existing code ...

    def subtotal_cents
      line_items.sum { |item| item[:amount_cents] }
    end

    def tax_cents
      rate = account.tax_exempt? ? 0 : TAX_RATES.fetch(account.country_code, 0)
      (subtotal_cents * rate).round
    end

    def total_cents
      subtotal_cents + tax_cents
    end

    # ... existing code ...
