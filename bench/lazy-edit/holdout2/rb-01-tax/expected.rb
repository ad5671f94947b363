module Billing
  class Invoice
    def initialize(lines)
      @lines = lines
    end

    def subtotal
      @lines.sum { |l| l[:price] * l[:qty] }
    end

    def total
      subtotal + tax
    end

    def tax
      (subtotal * 0.2).round(2)
    end
  end
end
