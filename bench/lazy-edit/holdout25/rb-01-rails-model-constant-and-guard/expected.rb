# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[starter team business enterprise].freeze
  BILLING_INTERVALS = %w[month year].freeze

  class CanceledError < StandardError; end

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error

  validates :plan, inclusion: { in: PLANS }
  validates :billing_interval, inclusion: { in: BILLING_INTERVALS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :coupon_must_be_active, if: :coupon

  scope :active, -> { where(canceled_at: nil) }
  scope :renewing_before, ->(time) { active.where("current_period_end < ?", time) }

  before_validation :normalize_plan

  def monthly_price_cents
    base = PLAN_PRICES.fetch(plan) * seats
    billing_interval == "year" ? (base * 10) / 12 : base
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def canceled?
    canceled_at.present?
  end

  def renew!
    raise CanceledError, "cannot renew a canceled subscription" if canceled?

    transaction do
      invoices.create!(amount_cents: period_amount_cents, issued_on: Date.current)
      update!(current_period_end: next_period_end)
    end
  end

  private

  PLAN_PRICES = { "starter" => 900, "team" => 2900, "business" => 7900, "enterprise" => 19900 }.freeze

  def period_amount_cents
    billing_interval == "year" ? monthly_price_cents * 12 : monthly_price_cents
  end

  def next_period_end
    current_period_end + (billing_interval == "year" ? 1.year : 1.month)
  end

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence
  end

  def coupon_must_be_active
    errors.add(:coupon, "has expired") if coupon.expires_on&.past?
  end
end
