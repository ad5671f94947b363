# frozen_string_literal: true

class Project < ApplicationRecord
  include Archivable
  include Sluggable

  VISIBILITIES = %w[private internal public].freeze

  belongs_to :organization
  belongs_to :owner, class_name: "User"

  has_many :memberships, dependent: :destroy
  has_many :members, through: :memberships, source: :user
  has_many :issues, dependent: :destroy
  has_many :milestones, -> { order(:due_on) }, dependent: :destroy

  validates :name, presence: true, length: { maximum: 120 }
  validates :visibility, inclusion: { in: VISIBILITIES }
  validates :slug, uniqueness: { scope: :organization_id }

  before_validation :normalize_name

  scope :visible_to, lambda { |user|
    where(visibility: "public")
      .or(where(visibility: "internal", organization_id: user.organization_ids))
      .or(where(id: user.project_ids))
  }
  scope :recent, -> { order(updated_at: :desc) }

  def member?(user)
    owner_id == user.id || memberships.exists?(user_id: user.id)
  end

  def open_issue_count
    issues.where(state: "open").count
  end

  def next_milestone
    milestones.where("due_on >= ?", Date.current).first
  end

  def to_param
    slug
  end

  private

  def normalize_name
    self.name = name.to_s.squish
  end
end
