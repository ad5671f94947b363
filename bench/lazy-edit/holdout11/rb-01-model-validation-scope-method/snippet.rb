class Order < ApplicationRecord
  # ... existing code ...
  validates :currency, inclusion: { in: %w[USD EUR GBP] }
  validates :notes, length: { maximum: 1000 }, allow_blank: true
  validate :must_have_line_items, on: :create

  # ... existing code ...
  scope :for_customer, ->(customer) { where(customer: customer) }
  scope :awaiting_shipment, -> { paid.where(shipped_at: nil).where("paid_at < ?", 2.days.ago) }

  # ... existing code ...

  def balance_due
    total - paid_amount
  end

  def fully_paid?
    balance_due <= 0
  end

  # ... existing code ...
end
