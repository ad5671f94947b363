class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  enum status: {
    trialing: "trialing",
    active: "active",
    past_due: "past_due",
    canceled: "canceled"
  }

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :current_period_end, presence: true, unless: :trialing?
  validates :external_id, uniqueness: true, allow_nil: true

  scope :billable, -> { where(status: %w[active past_due]) }
  scope :expiring_trials, -> { trialing.where(trial_ends_at: ..3.days.from_now) }
  scope :canceling, -> { active.where.not(cancel_at: nil) }

  before_validation :set_trial_end, on: :create

  def self.for_account!(account)
    find_by!(account: account)
  end

  def paid?
    plan != "free"
  end

  def trial_days_left
    return 0 unless trialing? && trial_ends_at

    [(trial_ends_at.to_date - Date.current).to_i, 0].max
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at: current_period_end)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def canceling?
    active? && cancel_at.present?
  end

  private

  def set_trial_end
    self.trial_ends_at ||= Time.current + TRIAL_LENGTH if trialing?
  end
end
