module Billing
  class Invoice
    attr_reader :lines

    def initialize(lines)
      @lines = lines
    end

    def total
      lines.sum { |l| l.price * l.qty }.round(2)
    end

    def to_s
      "Invoice(#{lines.size} lines)"
    end
  end
end
