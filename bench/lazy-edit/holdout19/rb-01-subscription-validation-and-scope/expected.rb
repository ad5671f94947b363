class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :external_id, uniqueness: true, allow_nil: true
  validates :current_period_ends_at, presence: true, if: :active?

  before_validation :set_trial_end, on: :create

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :expiring_trials, ->(within = 3.days) { trialing.where(trial_ends_at: ..within.from_now) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

  def monthly_price
    PlanCatalog.price_for(plan) * seats
  end

  def trial_days_left
    return 0 unless trialing? && trial_ends_at

    [((trial_ends_at - Time.current) / 1.day).ceil, 0].max
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at: current_period_ends_at)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  private

  def set_trial_end
    self.trial_ends_at ||= TRIAL_LENGTH.from_now if trialing?
  end
end
