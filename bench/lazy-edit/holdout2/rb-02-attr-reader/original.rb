module Billing
  class Invoice
    def initialize(lines)
      @lines = lines
    end

    def subtotal
      @lines.sum { |l| l[:price] * l[:qty] }
    end

    def total
      subtotal
    end
  end
end
