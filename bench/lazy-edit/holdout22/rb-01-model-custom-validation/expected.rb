# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  SEAT_LIMITS = { "free" => 1, "starter" => 5, "pro" => 50 }.freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }, default: :trialing

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :current_period_end, presence: true, unless: :trialing?
  validate :seats_within_plan_limit

  before_validation :set_trial_period, on: :create
  after_commit :sync_to_billing_provider, on: %i[create update]

  scope :renewing_before, ->(time) { active.where(current_period_end: ..time) }
  scope :with_plan, ->(plan) { where(plan: plan) }

  def trial_days_left
    return 0 unless trialing? && trial_ends_at

    [((trial_ends_at - Time.current) / 1.day).ceil, 0].max
  end

  def upgrade!(new_plan, seats: self.seats)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)

    transaction do
      update!(plan: new_plan, seats: seats)
      invoices.create!(kind: :proration, amount_cents: proration_for(new_plan, seats))
    end
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at: current_period_end)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  private

  def set_trial_period
    self.trial_ends_at ||= TRIAL_LENGTH.from_now
  end

  def proration_for(new_plan, new_seats)
    ProrationCalculator.new(self, new_plan, new_seats).amount_cents
  end

  def seats_within_plan_limit
    limit = SEAT_LIMITS[plan]
    return if limit.nil? || seats.to_i <= limit

    errors.add(:seats, "cannot exceed #{limit} on the #{plan} plan")
  end

  def sync_to_billing_provider
    BillingSyncJob.perform_later(id)
  end
end
