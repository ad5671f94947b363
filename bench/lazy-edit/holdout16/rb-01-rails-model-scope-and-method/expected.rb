class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  TRIAL_LENGTH = 14.days

  belongs_to :account
  belongs_to :coupon, optional: true
  has_many :invoices, dependent: :destroy

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validate :enterprise_requires_contract

  scope :active, -> { where(canceled_at: nil) }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }
  scope :paying, -> { active.where.not(plan: "free") }
  scope :canceled, -> { where.not(canceled_at: nil) }

  before_create :start_trial

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def reactivate!
    return if canceled_at.nil?

    update!(canceled_at: nil)
  end

  def monthly_price
    base = case plan
           when "free" then 0
           when "starter" then 19
           when "pro" then 59
           when "enterprise" then 199
           end
    total = base * seats
    coupon ? coupon.apply(total) : total
  end

  private

  def start_trial
    self.trial_ends_at ||= Time.current + TRIAL_LENGTH unless plan == "free"
  end

  def enterprise_requires_contract
    return unless plan == "enterprise" && contract_signed_at.nil?

    errors.add(:plan, "requires a signed contract")
  end
end
