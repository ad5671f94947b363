# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :restrict_with_error

  enum :status, { trialing: 0, active: 1, past_due: 2, canceled: 3 }, default: :trialing

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :billing_email, format: { with: URI::MailTo::EMAIL_REGEXP }, allow_blank: true
  validate :enterprise_requires_contract

  scope :billable, -> { where(status: %i[active past_due]) }
  scope :trial_ending, ->(within = 3.days) { trialing.where(trial_ends_at: ..within.from_now) }
  scope :canceled_since, ->(time) { canceled.where(canceled_at: time..) }

  before_validation :normalize_plan
  before_create :start_trial

  def monthly_price
    base = Pricing.base_price(plan)
    discounted = coupon ? coupon.apply(base) : base
    discounted * seats
  end

  def cancel!(reason: nil)
    transaction do
      update!(status: :canceled, canceled_at: Time.current, cancel_reason: reason)
      invoices.open.find_each(&:void!)
    end
    SubscriptionMailer.with(subscription: self).canceled.deliver_later
  end

  def upgrade!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)
    return if PLANS.index(new_plan) <= PLANS.index(plan)

    update!(plan: new_plan)
    SubscriptionMailer.with(subscription: self).upgraded.deliver_later
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase.presence || "free"
  end

  def start_trial
    self.trial_ends_at ||= TRIAL_LENGTH.from_now
  end

  def enterprise_requires_contract
    return unless plan == "enterprise"
    return if contract_signed_at.present?

    errors.add(:contract_signed_at, "must be present for enterprise plans")
  end
end
