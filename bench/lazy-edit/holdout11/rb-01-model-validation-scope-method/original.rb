class Order < ApplicationRecord
  belongs_to :customer
  belongs_to :shipping_address, class_name: "Address", optional: true
  has_many :line_items, dependent: :destroy
  has_many :products, through: :line_items
  has_many :payments, dependent: :restrict_with_error

  enum :status, { pending: 0, paid: 1, shipped: 2, delivered: 3, cancelled: 4 }, default: :pending

  validates :number, presence: true, uniqueness: true
  validates :currency, inclusion: { in: %w[USD EUR GBP] }
  validate :must_have_line_items, on: :create

  before_validation :assign_number, on: :create

  scope :recent, -> { order(created_at: :desc) }
  scope :open, -> { where(status: %i[pending paid]) }
  scope :for_customer, ->(customer) { where(customer: customer) }

  def total
    line_items.sum { |item| item.unit_price * item.quantity }
  end

  def paid_amount
    payments.successful.sum(:amount)
  end

  def balance_due
    total - paid_amount
  end

  def cancel!(reason:)
    raise ActiveRecord::RecordInvalid, self if shipped? || delivered?

    transaction do
      update!(status: :cancelled, cancellation_reason: reason, cancelled_at: Time.current)
      payments.successful.each(&:refund!)
    end
  end

  private

  def assign_number
    self.number ||= "ORD-#{Time.current.strftime('%Y%m%d')}-#{SecureRandom.hex(3).upcase}"
  end

  def must_have_line_items
    errors.add(:line_items, "can't be empty") if line_items.empty?
  end
end
