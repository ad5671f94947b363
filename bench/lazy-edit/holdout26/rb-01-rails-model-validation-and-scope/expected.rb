# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter team enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :billing_email, format: { with: URI::MailTo::EMAIL_REGEXP }, allow_blank: true
  validate :seats_within_plan_limit

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  before_create :start_trial, unless: -> { plan == "free" }

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def cancel!(reason: nil, by: nil)
    update!(canceled_at: Time.current, cancel_reason: reason, canceled_by: by)
  end

  def monthly_price_cents
    base = PlanCatalog.price_cents(plan)
    total = base * seats
    total -= coupon.discount_cents(total) if coupon&.valid_for?(self)
    [total, 0].max
  end

  private

  def start_trial
    self.trial_ends_at = Time.current + TRIAL_LENGTH
  end

  def seats_within_plan_limit
    limit = PlanCatalog.seat_limit(plan)
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "cannot exceed #{limit} on the #{plan} plan")
  end
end
