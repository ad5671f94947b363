# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  BILLING_INTERVALS = %w[month year].freeze

  belongs_to :account
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  validates :plan, inclusion: { in: PLANS }
  validates :billing_interval, inclusion: { in: BILLING_INTERVALS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :seats_within_plan_limit

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }

  before_validation :normalize_plan

  def active?
    canceled_at.nil?
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def monthly_price_cents
    base = PlanCatalog.price_cents(plan)
    billing_interval == "year" ? (base * 10 / 12.0).round : base
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence
  end

  def seats_within_plan_limit
    limit = PlanCatalog.seat_limit(plan)
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "cannot exceed #{limit} on the #{plan} plan")
  end
end
