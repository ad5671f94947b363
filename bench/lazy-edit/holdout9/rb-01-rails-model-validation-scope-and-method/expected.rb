class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }, default: :trialing

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0, less_than_or_equal_to: 500 }
  validate :coupon_must_be_valid, if: :coupon

  before_create :set_trial_end

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :ending_trial_before, ->(time) { trialing.where("trial_ends_at < ?", time) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

  def monthly_price_cents
    base = Plan.price_cents(plan) * seats
    coupon ? coupon.apply(base) : base
  end

  def trial_days_left
    return 0 unless trialing? && trial_ends_at

    [((trial_ends_at - Time.current) / 1.day).ceil, 0].max
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at: current_period_end)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def upgrade!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)
    raise ArgumentError, "#{new_plan} is not an upgrade from #{plan}" if PLANS.index(new_plan) <= PLANS.index(plan)

    transaction do
      update!(plan: new_plan, cancel_at: nil)
      invoices.create!(kind: :proration, amount_cents: Plan.proration_cents(self, new_plan))
    end
  end

  private

  def set_trial_end
    self.trial_ends_at ||= TRIAL_LENGTH.from_now
  end

  def coupon_must_be_valid
    errors.add(:coupon, "has expired") if coupon.expired?
    errors.add(:coupon, "is not valid for the #{plan} plan") unless coupon.applies_to?(plan)
  end
end
