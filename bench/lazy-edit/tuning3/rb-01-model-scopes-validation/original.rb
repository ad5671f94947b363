# frozen_string_literal: true

class Repository < ApplicationRecord
  VISIBILITIES = %w[public private internal].freeze
  NAME_FORMAT = /\A[A-Za-z0-9._-]+\z/

  belongs_to :owner, class_name: "User"
  has_many :branches, dependent: :destroy
  has_many :webhooks, dependent: :destroy
  has_many :collaborators, dependent: :destroy
  has_many :stars, dependent: :delete_all

  validates :name, presence: true, length: { maximum: 100 }, format: { with: NAME_FORMAT }
  validates :name, uniqueness: { scope: :owner_id, case_sensitive: false }
  validates :visibility, inclusion: { in: VISIBILITIES }
  validates :default_branch, presence: true

  scope :visible_to_public, -> { where(visibility: "public") }
  scope :owned_by, ->(user) { where(owner: user) }
  scope :recently_pushed, -> { order(pushed_at: :desc) }

  before_validation :normalize_name

  def full_name
    "#{owner.login}/#{name}"
  end

  def public?
    visibility == "public"
  end

  def readable_by?(user)
    return true if public?
    return false if user.nil?

    owner_id == user.id || collaborators.exists?(user_id: user.id)
  end

  def star_count
    stars.count
  end

  private

  def normalize_name
    self.name = name.to_s.strip
  end
end
