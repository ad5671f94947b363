class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  BILLING_INTERVALS = %w[month year].freeze

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :destroy
  has_many :usage_records, dependent: :delete_all

  validates :plan, inclusion: { in: PLANS }
  validates :billing_interval, inclusion: { in: BILLING_INTERVALS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :trial_ends_after_start, if: :trial_ends_at?

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { where("trial_ends_at > ?", Time.current) }

  before_validation :normalize_plan

  def active?
    canceled_at.nil?
  end

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def monthly_price_cents
    base = Plan.find(plan).price_cents
    billing_interval == "year" ? (base * 10 / 12.0).round : base
  end

  def renew!
    return unless active?

    self.current_period_start = current_period_end
    self.current_period_end = billing_interval == "year" ? current_period_end + 1.year : current_period_end + 1.month
    save!
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def trial_ends_after_start
    return if created_at.nil? || trial_ends_at > created_at

    errors.add(:trial_ends_at, "must be after the subscription start")
  end
end
