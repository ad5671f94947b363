class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  STATUSES = %w[trialing active past_due canceled].freeze

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :destroy
  has_many :usage_records, dependent: :delete_all

  validates :plan, inclusion: { in: PLANS }
  validates :status, inclusion: { in: STATUSES }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, presence: true, if: :trialing?
  validate :seats_within_plan_limit

  scope :active, -> { where(status: %w[trialing active]) }
  scope :past_due, -> { where(status: "past_due") }
  scope :renewing_before, ->(time) { active.where("current_period_end < ?", time) }
  scope :trial_ending_soon, -> { where(status: "trialing").where(trial_ends_at: ..3.days.from_now) }

  before_validation :normalize_plan

  def trialing?
    status == "trialing"
  end

  def active?
    %w[trialing active].include?(status)
  end

  def canceled?
    status == "canceled"
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at_period_end: true)
    else
      update!(status: "canceled", canceled_at: Time.current)
    end
  end

  def monthly_price_cents
    base = Billing::PriceList.fetch(plan)
    discount = coupon&.percent_off.to_i
    (base * seats * (100 - discount)) / 100
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def seats_within_plan_limit
    limit = Billing::PriceList.seat_limit(plan)
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "exceeds the #{limit}-seat limit of the #{plan} plan")
  end
end
