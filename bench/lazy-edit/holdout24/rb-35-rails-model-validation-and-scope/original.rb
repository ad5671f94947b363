# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  BILLING_INTERVALS = %w[monthly yearly].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  validates :plan, inclusion: { in: PLANS }
  validates :billing_interval, inclusion: { in: BILLING_INTERVALS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :coupon_must_be_active, if: :coupon

  scope :active, -> { where(cancelled_at: nil) }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }
  scope :paid, -> { where.not(plan: "free") }

  before_validation :normalize_plan
  after_create_commit :schedule_welcome_email

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def cancelled?
    cancelled_at.present?
  end

  def start_trial!
    update!(trial_ends_at: Time.current + TRIAL_LENGTH)
  end

  def cancel!(reason: nil)
    transaction do
      update!(cancelled_at: Time.current, cancellation_reason: reason)
      usage_records.where("recorded_at > ?", Time.current).delete_all
    end
  end

  def monthly_price_cents
    base = Pricing.base_price_cents(plan, billing_interval)
    total = base * seats
    total = coupon.apply(total) if coupon
    billing_interval == "yearly" ? (total / 12.0).round : total
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def coupon_must_be_active
    return if coupon.active_on?(Date.current)

    errors.add(:coupon, "has expired")
  end

  def schedule_welcome_email
    SubscriptionMailer.with(subscription: self).welcome.deliver_later(wait: 5.minutes)
  end
end
