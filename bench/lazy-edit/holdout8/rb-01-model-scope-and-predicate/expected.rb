class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze

  belongs_to :account
  has_many :invoices, dependent: :destroy

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }

  scope :active, -> { where(canceled_at: nil) }
  scope :paying, -> { active.where.not(plan: "free") }
  scope :trialing, -> { active.where("trial_ends_at > ?", Time.current) }

  before_validation :normalize_plan

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def active?
    canceled_at.nil?
  end

  def trial?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def monthly_price
    return 0 if trial?

    case plan
    when "free" then 0
    when "starter" then 12 * seats
    when "pro" then 29 * seats
    when "enterprise" then custom_price || 0
    end
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase
  end
end
