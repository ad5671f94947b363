module Billing
  class Invoice
    attr_reader :lines

    def initialize(lines)
# ... existing code ...
