module Billing
  class Invoice
    # ... existing code ...

    def total
      lines.sum { |l| l.price * l.qty }.round(2)
    end

    # ... existing code ...
  end
end
