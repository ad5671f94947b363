# frozen_string_literal: true

class Subscription < ApplicationRecord
  PLANS = %w[starter team business enterprise].freeze
  BILLING_INTERVALS = %w[month year].freeze

  class CanceledError < StandardError; end

  belongs_to :account
  # ... existing code ...

  def renew!
    raise CanceledError, "cannot renew a canceled subscription" if canceled?

    transaction do
  # ... existing code ...
  private

  PLAN_PRICES = { "starter" => 900, "team" => 2900, "business" => 7900, "enterprise" => 19900 }.freeze

  def period_amount_cents
  # ... existing code ...
