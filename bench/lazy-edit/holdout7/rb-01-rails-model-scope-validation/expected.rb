class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze

  belongs_to :account
  has_many :invoices, dependent: :destroy

  validates :plan, inclusion: { in: PLANS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :trial_ends_at, comparison: { greater_than: :created_at }, allow_nil: true

  scope :active, -> { where(cancelled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }
  scope :trialing, -> { where("trial_ends_at > ?", Time.current) }

  before_validation :normalize_plan

  def cancel!(at: Time.current)
    update!(cancelled_at: at)
  end

  def active?
    cancelled_at.nil?
  end

  def trialing?
    trial_ends_at.present? && trial_ends_at.future?
  end

  def monthly_price_cents
    case plan
    when "free" then 0
    when "starter" then 900 * seats
    when "pro" then 2900 * seats
    else
      nil
    end
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase
  end
end
