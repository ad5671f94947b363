# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[free starter pro enterprise].freeze
  BILLING_INTERVALS = %w[month year].freeze

  belongs_to :account
  has_many :invoices, dependent: :restrict_with_error
  has_many :usage_records, dependent: :delete_all

  validates :plan, inclusion: { in: PLANS }
  validates :billing_interval, inclusion: { in: BILLING_INTERVALS }
  validates :seats, numericality: { only_integer: true, greater_than: 0 }
  validates :account_id, uniqueness: { conditions: -> { where(canceled_at: nil) } }

  scope :active, -> { where(canceled_at: nil) }
  scope :canceled, -> { where.not(canceled_at: nil) }
  scope :paid, -> { where.not(plan: "free") }

  before_validation :normalize_plan

  def active?
    canceled_at.nil?
  end

  def cancel!(at: Time.current)
    update!(canceled_at: at)
  end

  def monthly_price_cents
    base = case plan
           when "free" then 0
           when "starter" then 1_500
           when "pro" then 4_900
           when "enterprise" then 19_900
           end
    price = base * seats
    billing_interval == "year" ? (price * 10 / 12) : price
  end

  def upgrade_to!(new_plan)
    raise ArgumentError, "unknown plan #{new_plan}" unless PLANS.include?(new_plan)

    update!(plan: new_plan)
  end

  private

  def normalize_plan
    self.plan = plan.to_s.strip.downcase
  end
end
