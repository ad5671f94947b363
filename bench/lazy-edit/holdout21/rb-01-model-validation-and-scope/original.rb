# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[starter team business enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }, default: :trialing

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :seats_within_plan_limit

  before_validation :set_trial_end, on: :create
  after_commit :sync_to_billing_provider, on: %i[create update]

  scope :renewing_before, ->(time) { active.where("current_period_end < ?", time) }
  scope :with_overdue_invoices, -> { joins(:invoices).merge(Invoice.overdue).distinct }

  def trial?
    trialing? && trial_ends_at.future?
  end

  def cancel!(at_period_end: true)
    if at_period_end
      update!(cancel_at: current_period_end)
    else
      update!(status: :canceled, canceled_at: Time.current)
    end
  end

  def seat_limit
    case plan
    when "starter" then 3
    when "team" then 25
    when "business" then 250
    else Float::INFINITY
    end
  end

  private

  def set_trial_end
    self.trial_ends_at ||= TRIAL_LENGTH.from_now
  end

  def seats_within_plan_limit
    return if seats.blank? || seats <= seat_limit

    errors.add(:seats, :too_many, count: seat_limit)
  end

  def sync_to_billing_provider
    BillingSyncJob.perform_later(id) if saved_change_to_plan? || saved_change_to_seats? || saved_change_to_status?
  end
end
